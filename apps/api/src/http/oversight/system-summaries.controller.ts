import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { GetSystemSummariesQuery } from '../../application/oversight/get-system-summaries.query';
import { SystemSummariesResponse } from './system-summaries.response';

/**
 * The system dashboard (signed in, any role;
 * docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives).
 */
@ApiTags('dashboard')
@ApiErrorResponses(401)
@Controller('api/system-summaries')
export class SystemSummariesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: SystemSummariesResponse })
  summaries(): Promise<SystemSummariesResponse> {
    return this.queries.execute(new GetSystemSummariesQuery());
  }
}
