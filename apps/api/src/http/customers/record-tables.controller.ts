import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type RecordTableGroup } from '@kahraba/billing-domain';
import { AmpereRecordResponse } from './ampere-record.response';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TablesPasscodeGuard } from '../access/passcode-verified.guard';
import type { UserView } from '../../application/access/user.view';
import { ListGroupRecordsQuery } from '../../application/customers/list-group-records.query';
import { PayGroupRecordCommand } from '../../application/payments/pay-group-record.command';
import { RecordTableGroupParam, RECORD_TABLE_PATHS } from './record-table-group.param';
import { PaidAmountDto, RecordTableQueryDto } from './record-tables.dto';
import { uuid } from '../common/uuid-pipes';

/**
 * The record tables of the two box groups (docs/business-rules.md#the-main-table-and-the-record-tables),
 * `/api/mahmoud-records` and `/api/baydawi-records`, one code path. Every call needs the tables passcode
 * verified in this session.
 */
@ApiTags('record-tables')
@ApiErrorResponses(401, 403)
@UseGuards(TablesPasscodeGuard)
@Controller(RECORD_TABLE_PATHS)
export class RecordTablesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [AmpereRecordResponse] })
  @ApiErrorResponses(400)
  list(
    @RecordTableGroupParam() group: RecordTableGroup,
    @Query() query: RecordTableQueryDto,
  ): Promise<AmpereRecordResponse[]> {
    return this.queries.execute(new ListGroupRecordsQuery(group, query.q ?? ''));
  }

  @Patch(':id/paid-amount')
  @ApiOkResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(400, 404)
  paidAmount(
    @RecordTableGroupParam() group: RecordTableGroup,
    @Param('id', uuid) id: string,
    @Body() body: PaidAmountDto,
    @CurrentUser() user: UserView,
  ): Promise<AmpereRecordResponse> {
    return this.commands.execute(
      new PayGroupRecordCommand(group, id, { kind: 'amount', amountPaid: body.amountPaid }, user.email),
    );
  }

  @Patch(':id/mark-paid')
  @ApiOkResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(400, 404)
  markPaid(
    @RecordTableGroupParam() group: RecordTableGroup,
    @Param('id', uuid) id: string,
    @CurrentUser() user: UserView,
  ): Promise<AmpereRecordResponse> {
    return this.commands.execute(new PayGroupRecordCommand(group, id, { kind: 'in-full' }, user.email));
  }
}
