import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TablesPasscodeGuard } from '../access/passcode-verified.guard';
import { GetTableViewQuery } from '../../application/customers/get-table-view.query';
import { TableViewQueryDto } from './table-view.dto';
import { TableViewResponse } from './table-view.response';

@ApiTags('table-view')
@Controller('api/table-view')
export class TableViewController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @UseGuards(TablesPasscodeGuard)
  @ApiOkResponse({ type: TableViewResponse })
  @ApiErrorResponses(400, 401, 403)
  view(@Query() query: TableViewQueryDto): Promise<TableViewResponse> {
    return this.queries.execute(new GetTableViewQuery(query.q ?? ''));
  }
}
