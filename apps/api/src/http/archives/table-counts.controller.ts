import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import {
  CountLiveRecordsQuery,
  type LiveRecordCounts,
} from '../../application/archives/count-live-records.query';
import { TableCountsResponse } from './table-counts.response';

/**
 * Archive management's cards (docs/operator-guide.md#archive-management): the live count of every dataset.
 */
@ApiTags('archive-management')
@ApiErrorResponses(401)
@Controller('api/table-counts')
export class TableCountsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: TableCountsResponse })
  counts(): Promise<LiveRecordCounts> {
    return this.queries.execute(new CountLiveRecordsQuery());
  }
}
