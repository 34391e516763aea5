import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponse } from '../common/error.response';
import { DatabaseProbe } from '../../application/database/database-probe';
import { HealthResponse } from './health.response';
import { Public } from '../access/public.decorator';

/**
 * docs/database-faults.md: how long the check waited for the database, in the standard Server-Timing form
 * (`database;dur=1501`), on every answer: the 2 s bound is the server's own, and shows in it.
 */
const SERVER_TIMING = {
  'Server-Timing': {
    description:
      'How long the check waited for the database, in milliseconds: `database;dur=<ms>` (at most 2000)',
    schema: { type: 'string', example: 'database;dur=1501' },
  },
};

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly probe: DatabaseProbe) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponse, headers: SERVER_TIMING })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'The database does not answer',
    headers: SERVER_TIMING,
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const started = performance.now();
    const problem = await this.probe.problem();
    response.setHeader('Server-Timing', `database;dur=${Math.round(performance.now() - started)}`);
    if (problem) throw new ServiceUnavailableException(problem);
    return { status: 'ok', database: 'ok' };
  }
}
