import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../http/error.response';
import { HealthResponse } from './health.response';
import { Public } from '../auth/public.decorator';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The database does not answer' })
  async check(): Promise<HealthResponse> {
    try {
      await this.em.getConnection().execute('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('قاعدة البيانات لا تستجيب');
    }
    return { status: 'ok', database: 'ok' };
  }
}
