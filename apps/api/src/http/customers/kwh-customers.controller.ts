import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Month, readIdempotencyKey, type KwhCustomerEdit } from '@kahraba/billing-domain';
import type { Request, Response } from 'express';
import { DuplicateCustomerResponse } from './duplicate-customer.response';
import { CurrentUser } from '../access/current-user.decorator';
import { BatchDescriptionResponse } from '../batches/batch-description.response';
import { DescribeLastBatchQuery } from '../../application/batches/describe-last-batch.query';
import { UndoLastBatchCommand } from '../../application/batches/undo-last-batch.command';
import { UndoResultResponse } from '../batches/undo-result.response';
import { ArchiveLiveRecordsCommand } from '../../application/archives/archive-live-records.command';
import { ArchiveResultResponse } from '../archives/archive-result.response';
import { RestoreArchiveResultResponse } from '../archives/restore-archive-result.response';
import { RestoreManualArchiveCommand } from '../../application/archives/restore-manual-archive.command';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TablesPasscodeGuard } from '../access/passcode-verified.guard';
import { TableAnswerCache } from '../common/table-answer-cache.service';
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { MonthCloseResponse } from '../months/month-close.response';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import { LiveMonthResponse } from '../months/live-month.response';
import { SystemCatalog } from '../../application/systems/system-catalog';
import { CreateCustomerCommand } from '../../application/customers/create-customer.command';
import { DeleteCustomerCommand } from '../../application/customers/delete-customer.command';
import { EditCustomerCommand } from '../../application/customers/edit-customer.command';
import { ListCustomersQuery } from '../../application/customers/list-customers.query';
import type { UserView } from '../../application/access/user.view';
import { GetGroupPriceQuery } from '../../application/prices/get-group-price.query';
import { GetKwhSummaryQuery } from '../../application/oversight/get-kwh-summary.query';
import { GroupPriceResponse } from '../prices/group-price.response';
import { kwhInputOf } from './kwh-customer-input';
import {
  KwhCustomerDeletedResponse,
  KwhCustomerResponse,
  KwhMonthStartedResponse,
} from './kwh-customer.response';
import {
  CreateKwhCustomerDto,
  KwhCustomerFieldsDto,
  KwhNewMonthDto,
  KwhSearchDto,
} from './kwh-customers.dto';
import { KwhSummaryResponse } from '../oversight/kwh-summary.response';
import { MeteredSystemParam } from '../systems/metered-system.param';
import { optionalUuid, uuid } from '../common/uuid-pipes';

/**
 * Every metered system's routes, one code path (docs/metered-groups.md#routes): `/api/{system}-customers`
 * where `system` is a metered row of billing_systems (kwh, mahmoud-kwh, baydawi-kwh, …); any other word is
 * 404 in Arabic. Registered after every other controller (KwhHttpModule), so fixed paths such as
 * /api/pending-customers keep their own routes.
 */
@ApiTags('kwh-customers')
@MeteredSystemParam()
@ApiErrorResponses(401, 404)
@Controller('api/:system-customers')
export class KwhCustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly lists: TableAnswerCache,
    private readonly catalog: SystemCatalog,
  ) {}

  @Get()
  @ApiOkResponse({ type: [KwhCustomerResponse] })
  async list(
    @Param('system') system: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // Serialised once per version of this system's rows, with an ETag (304 when unchanged).
    const { tables } = await this.catalog.meteredTables(system);
    await this.lists.serve(request, response, tables.versionKey, 'display', () =>
      this.queries.execute(new ListCustomersQuery<KwhCustomerResponse>(system, null)),
    );
  }

  @Get('search')
  @ApiOkResponse({ type: [KwhCustomerResponse] })
  @ApiErrorResponses(400)
  async search(
    @Param('system') system: string,
    @Query() query: KwhSearchDto,
  ): Promise<KwhCustomerResponse[]> {
    await this.catalog.metered(system);
    return this.queries.execute(new ListCustomersQuery<KwhCustomerResponse>(system, null, query.q ?? ''));
  }

  /**
   * The summary cards (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives) of the
   * whole group, whatever the table's search shows.
   */
  @Get('summary')
  @ApiOkResponse({ type: KwhSummaryResponse })
  summary(@Param('system') system: string): Promise<KwhSummaryResponse> {
    return this.queries.execute(new GetKwhSummaryQuery(system));
  }

  /** The group's current price per kWh, which its new customers start from (docs/metered-group-price.md). */
  @Get('group-price')
  @ApiOkResponse({ type: GroupPriceResponse })
  groupPrice(@Param('system') system: string): Promise<GroupPriceResponse> {
    return this.queries.execute(new GetGroupPriceQuery(system));
  }

  @Get('month')
  @ApiOkResponse({ type: LiveMonthResponse })
  async month(@Param('system') system: string): Promise<LiveMonthResponse> {
    await this.catalog.metered(system);
    return this.queries.execute(new GetLiveMonthQuery(system));
  }

  @Post()
  @ApiCreatedResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  @ApiConflictResponse({
    description: 'A live customer of the system has the same name and box (send force: true to add anyway)',
    type: DuplicateCustomerResponse,
  })
  async create(
    @Param('system') system: string,
    @Body() body: CreateKwhCustomerDto,
    @Headers('idempotency-key') idempotencyKeyHeader?: string,
  ): Promise<KwhCustomerResponse> {
    const { force, idempotencyKey, ...fields } = body;
    const command = new CreateCustomerCommand<KwhCustomerResponse>(system, kwhInputOf(fields), {
      force,
      idempotencyKey: readIdempotencyKey(idempotencyKey, idempotencyKeyHeader),
    });
    await this.catalog.metered(system);
    return this.commands.execute(command);
  }

  /** What the undo below would take back now (kind, who, when, rows), for its confirm dialog. */
  @Get('undo-last-batch')
  @ApiOkResponse({ type: BatchDescriptionResponse })
  async describeLastBatch(@Param('system') system: string): Promise<BatchDescriptionResponse> {
    await this.catalog.metered(system);
    return this.queries.execute(new DescribeLastBatchQuery(system));
  }

  @Delete('undo-last-batch')
  @ApiOkResponse({ type: UndoResultResponse })
  @ApiErrorResponses(409)
  async undoLastBatch(
    @Param('system') system: string,
    @CurrentUser() user: UserView,
    @Query('batchId', optionalUuid) batchId?: string,
  ): Promise<UndoResultResponse> {
    await this.catalog.metered(system);
    return this.commands.execute(
      new UndoLastBatchCommand(system, user.email, batchId, user.role === 'admin'),
    );
  }

  @Post('new-month')
  @HttpCode(200)
  @ApiOkResponse({ type: MonthCloseResponse })
  @ApiErrorResponses(400, 409)
  async newMonth(
    @Param('system') system: string,
    @Body() body: KwhNewMonthDto,
    @CurrentUser() user: UserView,
  ): Promise<MonthCloseResponse> {
    await this.catalog.metered(system);
    const month = body.month ? Month.parse(body.month) : undefined;
    return this.commands.execute(new CloseMonthCommand(system, month, user.email));
  }

  /** The readings screen's "start a new month": the same month close as new-month. */
  @Post('start-new-month-readings')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhMonthStartedResponse })
  @ApiErrorResponses(409)
  async startNewMonthReadings(
    @Param('system') system: string,
    @CurrentUser() user: UserView,
  ): Promise<KwhMonthStartedResponse> {
    await this.catalog.metered(system);
    const closed = await this.commands.execute(new CloseMonthCommand(system, undefined, user.email));
    return { message: 'تم بدء شهر جديد', totalCustomers: closed.totalCustomers, month: closed.month };
  }

  /**
   * Archive management (docs/operator-guide.md#archive-management): every live customer of the group into its
   * monthly archive (manual_archive), the group emptied. Destructive: behind the passcode verified in this
   * session.
   */
  @Post('archive')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: ArchiveResultResponse })
  @ApiErrorResponses(403)
  async archive(
    @Param('system') system: string,
    @CurrentUser() user: UserView,
  ): Promise<ArchiveResultResponse> {
    await this.catalog.metered(system);
    return this.commands.execute(new ArchiveLiveRecordsCommand(system, user.email));
  }

  /** Takes the group's last manual archive back into its (still empty) live table, as it was. */
  @Post('restore-archive')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: RestoreArchiveResultResponse })
  @ApiErrorResponses(403, 404, 409)
  async restoreArchive(
    @Param('system') system: string,
    @CurrentUser() user: UserView,
  ): Promise<RestoreArchiveResultResponse> {
    await this.catalog.metered(system);
    return this.commands.execute(new RestoreManualArchiveCommand(system, user.email));
  }

  @Patch(':id/mark-paid')
  @ApiOkResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  markPaid(@Param('system') system: string, @Param('id', uuid) id: string): Promise<KwhCustomerResponse> {
    return this.edit(system, id, { kind: 'mark-paid' });
  }

  @Patch(':id')
  @ApiOkResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  update(
    @Param('system') system: string,
    @Param('id', uuid) id: string,
    @Body() body: KwhCustomerFieldsDto,
  ): Promise<KwhCustomerResponse> {
    return this.edit(system, id, { kind: 'partial', input: kwhInputOf(body) });
  }

  @Put(':id')
  @ApiOkResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  replace(
    @Param('system') system: string,
    @Param('id', uuid) id: string,
    @Body() body: KwhCustomerFieldsDto,
  ): Promise<KwhCustomerResponse> {
    return this.edit(system, id, { kind: 'full', input: kwhInputOf(body) });
  }

  private async edit(system: string, id: string, edit: KwhCustomerEdit): Promise<KwhCustomerResponse> {
    await this.catalog.metered(system);
    return this.commands.execute(new EditCustomerCommand<KwhCustomerResponse>(system, id, edit));
  }

  @Delete(':id')
  @ApiOkResponse({ type: KwhCustomerDeletedResponse })
  @ApiErrorResponses(400)
  async remove(
    @Param('system') system: string,
    @Param('id', uuid) id: string,
    @CurrentUser() user: UserView,
  ): Promise<KwhCustomerDeletedResponse> {
    await this.catalog.metered(system);
    const { archivedId } = await this.commands.execute(new DeleteCustomerCommand(system, id, user.email));
    return { message: 'تم حذف العميل بنجاح', archivedId };
  }
}
