import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TableAnswerCache } from '../common/table-answer-cache.service';
import { GetExchangeRateQuery } from '../../application/prices/get-exchange-rate.query';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import { SystemCatalog } from '../../application/systems/system-catalog';
import { CollectCustomersQueryDto } from './collect-customers.dto';
import { CollectRosterResponse } from './collect-roster.response';
import { ListCollectCustomersQuery } from '../../application/collection/list-collect-customers.query';

/** The collection screen's data (signed in, any role: collectors too; docs/operator-guide.md#roles). */
@CollectorAllowed()
@ApiTags('collect')
@ApiErrorResponses(401)
@Controller('api/collect')
export class CollectController {
  constructor(
    private readonly queries: QueryBus,
    private readonly lists: TableAnswerCache,
    private readonly catalog: SystemCatalog,
  ) {}

  @Get('customers')
  @ApiOkResponse({ type: CollectRosterResponse })
  @ApiErrorResponses(400, 404)
  async customers(
    @Query() query: CollectCustomersQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { tables } = await this.catalog.tables(query.system);
    // The tag names the month and the rate too: a new rate changes every balance in pounds.
    const [month, exchangeRate] = await Promise.all([
      this.queries.execute(new GetLiveMonthQuery(query.system)),
      this.queries.execute(new GetExchangeRateQuery()),
    ]);
    await this.lists.serve(
      request,
      response,
      tables.versionKey,
      `collect-${month.liveMonth}-${exchangeRate}`,
      () => this.queries.execute(new ListCollectCustomersQuery(query.system, month.liveMonth, exchangeRate)),
    );
  }
}
