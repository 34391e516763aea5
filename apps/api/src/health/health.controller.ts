import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'ok' }> {
    try {
      await this.em.getConnection().execute('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('قاعدة البيانات لا تستجيب');
    }
    return { status: 'ok', database: 'ok' };
  }
}
