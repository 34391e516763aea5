import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { ListArchivedMonthsQuery } from '../../application/archives/list-archived-months.query';
import { ListMonthlyArchivesQuery } from '../../application/archives/list-monthly-archives.query';
import { MonthlyArchivesQueryDto } from './monthly-archives.dto';
import { MonthlyArchivePageResponse } from './monthly-archives.response';

/**
 * The monthly snapshots of every system
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives).
 */
@ApiTags('monthly-archives')
@ApiErrorResponses(401)
@Controller('api/monthly-archives')
export class MonthlyArchivesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('months')
  @ApiOkResponse({ type: [String], description: "'YYYY-MM', newest first" })
  months(): Promise<string[]> {
    return this.queries.execute(new ListArchivedMonthsQuery());
  }

  @Get()
  @ApiOkResponse({ type: MonthlyArchivePageResponse })
  @ApiErrorResponses(400, 404)
  list(@Query() query: MonthlyArchivesQueryDto): Promise<MonthlyArchivePageResponse> {
    return this.queries.execute(
      new ListMonthlyArchivesQuery(
        { month: query.month, system: query.system, search: query.q },
        query.page ?? 1,
        query.pageSize,
      ),
    );
  }
}
