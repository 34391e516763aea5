import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../http/error.response';
import { DatabaseProbe } from './database-probe';
import { HealthResponse } from './health.response';
import { Public } from '../auth/public.decorator';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly probe: DatabaseProbe) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'The database does not answer',
  })
  async check(): Promise<HealthResponse> {
    const problem = await this.probe.problem();
    if (problem) throw new ServiceUnavailableException(problem);
    return { status: 'ok', database: 'ok' };
  }
}
