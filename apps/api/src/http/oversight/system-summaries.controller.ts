import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { GetDebtorsQuery } from '../../application/debtors/get-debtors.query';
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
  async summaries(): Promise<SystemSummariesResponse> {
    // docs/debtors.md#the-dashboard: the debtors list's totals by age, beside the figures.
    const [summaries, debtors] = await Promise.all([
      this.queries.execute(new GetSystemSummariesQuery()),
      this.queries.execute(new GetDebtorsQuery()),
    ]);
    return { ...summaries, debtAges: debtors.totals };
  }
}
