import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { TablesPasscodeGuard } from '../passcodes/passcode-verified.guard';
import { GetTableViewQuery } from './get-table-view.query';
import { TableViewQueryDto } from './table-view.dto';

@ApiTags('table-view')
@Controller('api/table-view')
export class TableViewController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @UseGuards(TablesPasscodeGuard)
  view(@Query() query: TableViewQueryDto) {
    return this.queries.execute(new GetTableViewQuery(query.q ?? ''));
  }
}
