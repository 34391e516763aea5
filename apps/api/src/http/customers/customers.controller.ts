import {
  applyDecorators,
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
import { Month, readIdempotencyKey, type BillingSystem, type KwhCustomerEdit } from '@kahraba/billing-domain';
import { tablesOf } from '@kahraba/persistence';
import type { Request, Response } from 'express';
import type { AmpereSortOrder } from '../../application/customers/ampere-display-order';
import { AmpereBoxResponse } from './ampere-box.response';
import {
  ColumnPasteResponse,
  MarkAllUnpaidResponse,
  PriceChangeResponse,
} from './ampere-bulk-change.response';
import {
  ImportPreviewResponse,
  type ImportPreviewRowResponse,
  ImportSummaryResponse,
} from './ampere-import.response';
import { AmpereInvoiceResponse } from './ampere-invoice.response';
import { AmpereRecordDeletedResponse } from './ampere-record-deleted.response';
import { changesOf, newCustomerFieldsOf } from '../../application/customers/ampere-record-input';
import { AmpereRecordResponse } from './ampere-record.response';
import {
  BulkAmpereRecordsDto,
  ColumnPasteDto,
  CreateAmpereRecordDto,
  ImportPreviewDto,
  InvoiceSelectionDto,
  ListQueryDto,
  NewMonthDto,
  UpdateAmpereRecordDto,
  UpdatePricesDto,
} from './ampere-records.dto';
import { CustomerHistoryResponse } from './customer-history.response';
import { DuplicateCustomerResponse } from './duplicate-customer.response';
import { GetCustomerHistoryQuery } from '../../application/history/get-customer-history.query';
import { GetAmpereInvoiceQuery } from '../../application/customers/get-ampere-invoice.query';
import { GetAmpereInvoicesQuery } from '../../application/customers/get-ampere-invoices.query';
import { ListAmpereBoxesQuery } from '../../application/customers/list-ampere-boxes.query';
import { MarkAllAmpereUnpaidCommand } from '../../application/customers/mark-all-ampere-unpaid.command';
import { UpdateAmperePricesCommand } from '../../application/customers/update-ampere-prices.command';
import { ArchiveLiveRecordsCommand } from '../../application/archives/archive-live-records.command';
import { ArchiveResultResponse } from '../archives/archive-result.response';
import { ArchivedAmpereRecordResponse } from './archived-ampere-record.response';
import { RestoreArchiveResultResponse } from '../archives/restore-archive-result.response';
import { RestoreManualArchiveCommand } from '../../application/archives/restore-manual-archive.command';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { BatchDescriptionResponse } from '../batches/batch-description.response';
import { DescribeLastBatchQuery } from '../../application/batches/describe-last-batch.query';
import { UndoLastBatchCommand } from '../../application/batches/undo-last-batch.command';
import { UndoResultResponse } from '../batches/undo-result.response';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TableAnswerCache } from '../common/table-answer-cache.service';
import { optionalUuid, uuid } from '../common/uuid-pipes';
import { GetGroupPriceQuery } from '../../application/prices/get-group-price.query';
import { GetKwhSummaryQuery } from '../../application/oversight/get-kwh-summary.query';
import { KwhBulkRecordsDto, KwhColumnPasteDto, UpdateKwhPricesDto } from './kwh-bulk.dto';
import {
  KwhColumnPasteResponse,
  KwhImportPreviewResponse,
  KwhImportPreviewRowResponse,
  KwhImportSummaryResponse,
  KwhPriceChangeResponse,
  KwhSortResponse,
} from './kwh-bulk.response';
import { SortKwhPermanentlyCommand } from '../../application/customers/sort-kwh-permanently.command';
import { UpdateKwhPricesCommand } from '../../application/prices/update-kwh-prices.command';
import { GroupPriceResponse } from '../prices/group-price.response';
import { kwhInputOf } from './kwh-customer-input';
import {
  ArchivedKwhCustomerResponse,
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
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { MonthCloseResponse } from '../months/month-close.response';
import { TablesPasscodeGuard } from '../access/passcode-verified.guard';
import { AmperePricingResponse } from '../prices/ampere-pricing.response';
import { GetAmperePricingQuery } from '../../application/prices/get-ampere-pricing.query';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import { LiveMonthResponse } from '../months/live-month.response';
import { CustomerSystem } from '../systems/billing-system.pipe';
import { MeteredSystemParam } from '../systems/metered-system.param';
import type { UserView } from '../../application/access/user.view';
import {
  CreateCustomerCommand,
  type CreateOptions,
} from '../../application/customers/create-customer.command';
import { DeleteCustomerCommand } from '../../application/customers/delete-customer.command';
import { EditCustomerCommand } from '../../application/customers/edit-customer.command';
import { ImportCustomersCommand } from '../../application/customers/import-customers.command';
import { ListArchivedCustomersQuery } from '../../application/customers/list-archived-customers.query';
import { ListCustomersQuery } from '../../application/customers/list-customers.query';
import { PasteCustomerColumnCommand } from '../../application/customers/paste-customer-column.command';
import { PreviewCustomerImportQuery } from '../../application/customers/preview-customer-import.query';
import { RestoreCustomerCommand } from '../../application/customers/restore-customer.command';
import { CutOffCustomerCommand } from '../../application/cut-off/cut-off-customer.command';
import { ReconnectCustomerCommand } from '../../application/cut-off/reconnect-customer.command';
import { CutOffDto, ReconnectDto } from './cut-off.dto';
import { CutOffResponse } from './cut-off.response';

/** The ampere system's paths, `/api/ampere-records…` and `/api/archived-records…`, as the spec names them. */
const AmperePath = (tag = 'ampere-records'): MethodDecorator =>
  applyDecorators(ApiTags(tag), ApiErrorResponses(401));

/**
 * Every metered group's paths, `/api/{system}-customers…` and `/api/{system}-archived…`: `system`
 * is a metered row of billing_systems (kwh, mahmoud-kwh, baydawi-kwh, …), any other word 404 in
 * Arabic (docs/metered-groups.md).
 */
const MeteredPath = (tag = 'kwh-customers'): MethodDecorator =>
  applyDecorators(ApiTags(tag), MeteredSystemParam(), ApiErrorResponses(401, 404));

/**
 * The customers of every billing system, one resource: each path's system is resolved once
 * (CustomerSystem) and sent in the same commands and queries; the paths and answers stay each
 * system's own. Registered after every other controller (KwhHttpModule): the metered paths start
 * with a parameter, and controllers with fixed words after it (readings, invoice…) go first.
 */
@Controller('api')
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly lists: TableAnswerCache,
  ) {}

  @Get('ampere-records')
  @AmperePath()
  @ApiOkResponse({ type: [AmpereRecordResponse] })
  @ApiErrorResponses(400)
  async list(
    @CustomerSystem() system: BillingSystem,
    @Query() query: ListQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.serveList(system, query.sort ?? 'number', request, response);
  }

  @Get('ampere-records/search')
  @AmperePath()
  @ApiOkResponse({ type: [AmpereRecordResponse] })
  @ApiErrorResponses(400)
  search(
    @CustomerSystem() system: BillingSystem,
    @Query() query: ListQueryDto,
  ): Promise<AmpereRecordResponse[]> {
    return this.queries.execute(
      new ListCustomersQuery<AmpereRecordResponse>(system, query.sort ?? 'number', query.q ?? ''),
    );
  }

  @Get('ampere-records/boxes')
  @AmperePath()
  @ApiOkResponse({ type: [AmpereBoxResponse] })
  boxes(): Promise<AmpereBoxResponse[]> {
    return this.queries.execute(new ListAmpereBoxesQuery());
  }

  @Get('ampere-records/invoices')
  @AmperePath()
  @ApiOkResponse({ type: [AmpereInvoiceResponse] })
  @ApiErrorResponses(400)
  invoices(@Query() query: InvoiceSelectionDto): Promise<AmpereInvoiceResponse[]> {
    return this.queries.execute(new GetAmpereInvoicesQuery({ ids: query.id, boxes: query.box }));
  }

  @Get('ampere-records/pricing')
  @AmperePath()
  @ApiOkResponse({ type: AmperePricingResponse })
  pricing(): Promise<AmperePricingResponse> {
    return this.queries.execute(new GetAmperePricingQuery());
  }

  @Get('ampere-records/month')
  @AmperePath()
  @ApiOkResponse({ type: LiveMonthResponse })
  month(@CustomerSystem() system: BillingSystem): Promise<LiveMonthResponse> {
    return this.queries.execute(new GetLiveMonthQuery(system));
  }

  @Post('ampere-records')
  @AmperePath()
  @ApiCreatedResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(400)
  @ApiConflictResponse({
    description: 'A live customer has the same name and box (send force: true to add anyway)',
    type: DuplicateCustomerResponse,
  })
  create(
    @CustomerSystem() system: BillingSystem,
    @Body() body: CreateAmpereRecordDto,
    @Headers('idempotency-key') idempotencyKeyHeader?: string,
  ): Promise<AmpereRecordResponse> {
    const { force, idempotencyKey, ...fields } = body;
    return this.commands.execute(
      new CreateCustomerCommand<AmpereRecordResponse>(system, newCustomerFieldsOf(fields), {
        force,
        idempotencyKey: readIdempotencyKey(idempotencyKey, idempotencyKeyHeader),
      }),
    );
  }

  @Post('ampere-records/import-preview')
  @AmperePath()
  @HttpCode(200)
  @ApiOkResponse({ type: ImportPreviewResponse })
  @ApiErrorResponses(400, 413)
  previewImport(
    @CustomerSystem() system: BillingSystem,
    @Body() body: ImportPreviewDto,
  ): Promise<ImportPreviewResponse> {
    return this.queries.execute(new PreviewCustomerImportQuery<ImportPreviewRowResponse>(system, body.text));
  }

  @Post('ampere-records/bulk')
  @AmperePath()
  @ApiCreatedResponse({ type: ImportSummaryResponse })
  @ApiErrorResponses(400, 413)
  bulk(
    @CustomerSystem() system: BillingSystem,
    @Body() body: BulkAmpereRecordsDto,
  ): Promise<ImportSummaryResponse> {
    return this.commands.execute(new ImportCustomersCommand(system, body.records));
  }

  @Patch('ampere-records/column-paste')
  @AmperePath()
  @ApiOkResponse({ type: ColumnPasteResponse })
  @ApiErrorResponses(400, 413)
  pasteColumn(
    @CustomerSystem() system: BillingSystem,
    @Body() body: ColumnPasteDto,
  ): Promise<ColumnPasteResponse> {
    return this.commands.execute(
      new PasteCustomerColumnCommand(
        system,
        body.column,
        body.data,
        body.startIndex ?? 0,
        body.sort ?? 'number',
        body.dryRun ?? false,
      ),
    );
  }

  @Patch('ampere-records/update-all-prices')
  @AmperePath()
  @ApiOkResponse({ type: PriceChangeResponse })
  @ApiErrorResponses(400)
  updateAllPrices(@Body() body: UpdatePricesDto): Promise<PriceChangeResponse> {
    return this.commands.execute(
      new UpdateAmperePricesCommand(body.globalPrice, body.lowPrice, body.includeCustomPrices ?? false),
    );
  }

  @Patch('ampere-records/mark-all-unpaid')
  @AmperePath()
  @ApiOkResponse({ type: MarkAllUnpaidResponse })
  markAllUnpaid(): Promise<MarkAllUnpaidResponse> {
    return this.commands.execute(new MarkAllAmpereUnpaidCommand());
  }

  /** What the undo below would take back now (kind, who, when, rows), for its confirm dialog. */
  @Get('ampere-records/undo-last-batch')
  @AmperePath()
  @ApiOkResponse({ type: BatchDescriptionResponse })
  @ApiErrorResponses(404)
  describeLastBatch(@CustomerSystem() system: BillingSystem): Promise<BatchDescriptionResponse> {
    return this.queries.execute(new DescribeLastBatchQuery(system));
  }

  @Delete('ampere-records/undo-last-batch')
  @AmperePath()
  @ApiOkResponse({ type: UndoResultResponse })
  @ApiErrorResponses(404, 409)
  undoLastBatch(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
    @Query('batchId', optionalUuid) batchId?: string,
  ): Promise<UndoResultResponse> {
    return this.undo(system, user, batchId);
  }

  /** Empties the live table: a destructive tool, behind the passcode verified in this session. */
  @Post('ampere-records/archive')
  @AmperePath()
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: ArchiveResultResponse })
  @ApiErrorResponses(403)
  archive(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
  ): Promise<ArchiveResultResponse> {
    return this.commands.execute(new ArchiveLiveRecordsCommand(system, user.email));
  }

  /** Takes the last manual archive back into the (still empty) live table: same ids, numbers and values. */
  @Post('ampere-records/restore-archive')
  @AmperePath()
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: RestoreArchiveResultResponse })
  @ApiErrorResponses(403, 404, 409)
  restoreArchive(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
  ): Promise<RestoreArchiveResultResponse> {
    return this.commands.execute(new RestoreManualArchiveCommand(system, user.email));
  }

  @Post('ampere-records/new-month')
  @AmperePath()
  @HttpCode(200)
  @ApiOkResponse({ type: MonthCloseResponse })
  @ApiErrorResponses(400, 409)
  newMonth(
    @CustomerSystem() system: BillingSystem,
    @Body() body: NewMonthDto,
    @CurrentUser() user: UserView,
  ): Promise<MonthCloseResponse> {
    return this.closeMonth(system, body.month, user);
  }

  @Get('ampere-records/:id/invoice')
  @AmperePath()
  @ApiOkResponse({ type: AmpereInvoiceResponse })
  @ApiErrorResponses(400, 404)
  invoice(@Param('id', uuid) id: string): Promise<AmpereInvoiceResponse> {
    return this.queries.execute(new GetAmpereInvoiceQuery(id));
  }

  @Get('ampere-records/:id/history')
  @AmperePath()
  @ApiOkResponse({ type: CustomerHistoryResponse, description: 'docs/customer-history.md' })
  @ApiErrorResponses(400, 404)
  ampereHistory(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
  ): Promise<CustomerHistoryResponse> {
    return this.history(system, id);
  }

  @Patch('ampere-records/:id')
  @AmperePath()
  @ApiOkResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(400, 404)
  update(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: UpdateAmpereRecordDto,
  ): Promise<AmpereRecordResponse> {
    return this.commands.execute(new EditCustomerCommand<AmpereRecordResponse>(system, id, changesOf(body)));
  }

  @Delete('ampere-records/:id')
  @AmperePath()
  @ApiOkResponse({ type: AmpereRecordDeletedResponse })
  @ApiErrorResponses(400, 404)
  remove(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @CurrentUser() user: UserView,
  ): Promise<AmpereRecordDeletedResponse> {
    return this.delete(system, id, user);
  }

  // docs/cut-off.md: cut off and reconnect, one code path for every system.
  @Post('ampere-records/:id/cut-off')
  @AmperePath()
  @HttpCode(200)
  @ApiOkResponse({ type: CutOffResponse })
  @ApiErrorResponses(400, 403, 404, 409)
  cutOffAmpere(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: CutOffDto,
    @CurrentUser() user: UserView,
  ): Promise<CutOffResponse> {
    return this.cutOff(system, id, body, user);
  }

  @Post('ampere-records/:id/reconnect')
  @AmperePath()
  @HttpCode(200)
  @ApiOkResponse({ type: CutOffResponse })
  @ApiErrorResponses(400, 403, 404, 409)
  reconnectAmpere(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: ReconnectDto,
    @CurrentUser() user: UserView,
  ): Promise<CutOffResponse> {
    return this.reconnect(system, id, body, user);
  }

  @Post(':system-customers/:id/cut-off')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: CutOffResponse })
  @ApiErrorResponses(400, 403, 409)
  cutOffMetered(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: CutOffDto,
    @CurrentUser() user: UserView,
  ): Promise<CutOffResponse> {
    return this.cutOff(system, id, body, user);
  }

  @Post(':system-customers/:id/reconnect')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: CutOffResponse })
  @ApiErrorResponses(400, 403, 409)
  reconnectMetered(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: ReconnectDto,
    @CurrentUser() user: UserView,
  ): Promise<CutOffResponse> {
    return this.reconnect(system, id, body, user);
  }

  @Get(':system-customers')
  @MeteredPath()
  @ApiOkResponse({ type: [KwhCustomerResponse] })
  async listMetered(
    @CustomerSystem() system: BillingSystem,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.serveList(system, null, request, response);
  }

  @Get(':system-customers/search')
  @MeteredPath()
  @ApiOkResponse({ type: [KwhCustomerResponse] })
  @ApiErrorResponses(400)
  searchMetered(
    @CustomerSystem() system: BillingSystem,
    @Query() query: KwhSearchDto,
  ): Promise<KwhCustomerResponse[]> {
    return this.queries.execute(new ListCustomersQuery<KwhCustomerResponse>(system, null, query.q ?? ''));
  }

  /** The summary cards of the whole group, whatever the table's search shows. */
  @Get(':system-customers/summary')
  @MeteredPath()
  @ApiOkResponse({ type: KwhSummaryResponse })
  summary(@CustomerSystem() system: BillingSystem): Promise<KwhSummaryResponse> {
    return this.queries.execute(new GetKwhSummaryQuery(system));
  }

  /** The group's current price per kWh, which its new customers start from (docs/metered-group-price.md). */
  @Get(':system-customers/group-price')
  @MeteredPath()
  @ApiOkResponse({ type: GroupPriceResponse })
  groupPrice(@CustomerSystem() system: BillingSystem): Promise<GroupPriceResponse> {
    return this.queries.execute(new GetGroupPriceQuery(system));
  }

  @Get(':system-customers/month')
  @MeteredPath()
  @ApiOkResponse({ type: LiveMonthResponse })
  meteredMonth(@CustomerSystem() system: BillingSystem): Promise<LiveMonthResponse> {
    return this.queries.execute(new GetLiveMonthQuery(system));
  }

  @Post(':system-customers')
  @MeteredPath()
  @ApiCreatedResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  @ApiConflictResponse({
    description: 'A live customer of the system has the same name and box (send force: true to add anyway)',
    type: DuplicateCustomerResponse,
  })
  createMetered(
    @CustomerSystem() system: BillingSystem,
    @Body() body: CreateKwhCustomerDto,
    @Headers('idempotency-key') idempotencyKeyHeader?: string,
  ): Promise<KwhCustomerResponse> {
    const { force, idempotencyKey, ...fields } = body;
    const options: CreateOptions = {
      force,
      idempotencyKey: readIdempotencyKey(idempotencyKey, idempotencyKeyHeader),
    };
    return this.commands.execute(
      new CreateCustomerCommand<KwhCustomerResponse>(system, kwhInputOf(fields), options),
    );
  }

  /** What the undo below would take back now (kind, who, when, rows), for its confirm dialog. */
  @Get(':system-customers/undo-last-batch')
  @MeteredPath()
  @ApiOkResponse({ type: BatchDescriptionResponse })
  describeMeteredLastBatch(@CustomerSystem() system: BillingSystem): Promise<BatchDescriptionResponse> {
    return this.queries.execute(new DescribeLastBatchQuery(system));
  }

  @Delete(':system-customers/undo-last-batch')
  @MeteredPath()
  @ApiOkResponse({ type: UndoResultResponse })
  @ApiErrorResponses(409)
  undoMeteredLastBatch(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
    @Query('batchId', optionalUuid) batchId?: string,
  ): Promise<UndoResultResponse> {
    return this.undo(system, user, batchId);
  }

  @Post(':system-customers/new-month')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: MonthCloseResponse })
  @ApiErrorResponses(400, 409)
  newMeteredMonth(
    @CustomerSystem() system: BillingSystem,
    @Body() body: KwhNewMonthDto,
    @CurrentUser() user: UserView,
  ): Promise<MonthCloseResponse> {
    return this.closeMonth(system, body.month, user);
  }

  /** The readings screen's "start a new month": the same month close as new-month. */
  @Post(':system-customers/start-new-month-readings')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: KwhMonthStartedResponse })
  @ApiErrorResponses(409)
  async startNewMonthReadings(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
  ): Promise<KwhMonthStartedResponse> {
    const closed = await this.closeMonth(system, undefined, user);
    return { message: 'تم بدء شهر جديد', totalCustomers: closed.totalCustomers, month: closed.month };
  }

  @Post(':system-customers/import-preview')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: KwhImportPreviewResponse })
  @ApiErrorResponses(400, 413)
  previewMeteredImport(
    @CustomerSystem() system: BillingSystem,
    @Body() body: ImportPreviewDto,
  ): Promise<KwhImportPreviewResponse> {
    return this.queries.execute(
      new PreviewCustomerImportQuery<KwhImportPreviewRowResponse>(system, body.text),
    );
  }

  @Post(':system-customers/bulk')
  @MeteredPath()
  @ApiCreatedResponse({ type: KwhImportSummaryResponse })
  @ApiErrorResponses(400, 413)
  bulkMetered(
    @CustomerSystem() system: BillingSystem,
    @Body() body: KwhBulkRecordsDto,
  ): Promise<KwhImportSummaryResponse> {
    return this.commands.execute(new ImportCustomersCommand(system, body.records));
  }

  @Post(':system-customers/column-paste')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: KwhColumnPasteResponse })
  @ApiErrorResponses(400, 413)
  pasteMeteredColumn(
    @CustomerSystem() system: BillingSystem,
    @Body() body: KwhColumnPasteDto,
  ): Promise<KwhColumnPasteResponse> {
    // The stored display order (null sort); rows counted from 1 on these paths.
    const { column, values, startRow, dryRun } = body;
    return this.commands.execute(
      new PasteCustomerColumnCommand(system, column, values, (startRow ?? 1) - 1, null, dryRun ?? false),
    );
  }

  @Patch(':system-customers/update-all-prices')
  @MeteredPath()
  @ApiOkResponse({ type: KwhPriceChangeResponse })
  @ApiErrorResponses(400)
  updateMeteredPrices(
    @CustomerSystem() system: BillingSystem,
    @Body() body: UpdateKwhPricesDto,
    @CurrentUser() user: UserView,
  ): Promise<KwhPriceChangeResponse> {
    const { pricePerKwh, pricePerKwhLbp, ids } = body;
    return this.commands.execute(
      new UpdateKwhPricesCommand(system, { pricePerKwh, pricePerKwhLbp }, user.email, ids),
    );
  }

  @Post(':system-customers/sort-permanently')
  @MeteredPath()
  @HttpCode(200)
  @ApiOkResponse({ type: KwhSortResponse })
  sortPermanently(@CustomerSystem() system: BillingSystem): Promise<KwhSortResponse> {
    return this.commands.execute(new SortKwhPermanentlyCommand(system));
  }

  /**
   * Every live customer of the group into its monthly archive (manual_archive), the group emptied.
   * Destructive: behind the passcode verified in this session.
   */
  @Post(':system-customers/archive')
  @MeteredPath()
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: ArchiveResultResponse })
  @ApiErrorResponses(403)
  archiveMetered(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
  ): Promise<ArchiveResultResponse> {
    return this.commands.execute(new ArchiveLiveRecordsCommand(system, user.email));
  }

  /** Takes the group's last manual archive back into its (still empty) live table, as it was. */
  @Post(':system-customers/restore-archive')
  @MeteredPath()
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: RestoreArchiveResultResponse })
  @ApiErrorResponses(403, 409)
  restoreMeteredArchive(
    @CustomerSystem() system: BillingSystem,
    @CurrentUser() user: UserView,
  ): Promise<RestoreArchiveResultResponse> {
    return this.commands.execute(new RestoreManualArchiveCommand(system, user.email));
  }

  @Get(':system-customers/:id/history')
  @MeteredPath()
  @ApiOkResponse({ type: CustomerHistoryResponse, description: 'docs/customer-history.md' })
  @ApiErrorResponses(400)
  meteredHistory(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
  ): Promise<CustomerHistoryResponse> {
    return this.history(system, id);
  }

  @Patch(':system-customers/:id/mark-paid')
  @MeteredPath()
  @ApiOkResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  markPaid(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
  ): Promise<KwhCustomerResponse> {
    return this.editMetered(system, id, { kind: 'mark-paid' });
  }

  @Patch(':system-customers/:id')
  @MeteredPath()
  @ApiOkResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  updateMetered(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: KwhCustomerFieldsDto,
  ): Promise<KwhCustomerResponse> {
    return this.editMetered(system, id, { kind: 'partial', input: kwhInputOf(body) });
  }

  @Put(':system-customers/:id')
  @MeteredPath()
  @ApiOkResponse({ type: KwhCustomerResponse })
  @ApiErrorResponses(400)
  replace(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @Body() body: KwhCustomerFieldsDto,
  ): Promise<KwhCustomerResponse> {
    return this.editMetered(system, id, { kind: 'full', input: kwhInputOf(body) });
  }

  @Delete(':system-customers/:id')
  @MeteredPath()
  @ApiOkResponse({ type: KwhCustomerDeletedResponse })
  @ApiErrorResponses(400)
  removeMetered(
    @CustomerSystem() system: BillingSystem,
    @Param('id', uuid) id: string,
    @CurrentUser() user: UserView,
  ): Promise<KwhCustomerDeletedResponse> {
    return this.delete(system, id, user);
  }

  /** The ampere system's deleted customers, latest deletion first. */
  @Get('archived-records')
  @AmperePath('archived-records')
  @ApiOkResponse({ type: [ArchivedAmpereRecordResponse] })
  listArchived(@CustomerSystem() system: BillingSystem): Promise<ArchivedAmpereRecordResponse[]> {
    return this.queries.execute(new ListArchivedCustomersQuery<ArchivedAmpereRecordResponse>(system));
  }

  @Get('archived-records/search')
  @AmperePath('archived-records')
  @ApiOkResponse({ type: [ArchivedAmpereRecordResponse] })
  @ApiErrorResponses(400)
  searchArchived(
    @CustomerSystem() system: BillingSystem,
    @Query() query: KwhSearchDto,
  ): Promise<ArchivedAmpereRecordResponse[]> {
    return this.queries.execute(
      new ListArchivedCustomersQuery<ArchivedAmpereRecordResponse>(system, query.q ?? ''),
    );
  }

  @Post('archived-records/:id/restore')
  @AmperePath('archived-records')
  @HttpCode(200)
  @ApiOkResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(404)
  restore(
    @CustomerSystem() system: BillingSystem,
    @Param('id') id: string,
    @CurrentUser() user: UserView,
  ): Promise<AmpereRecordResponse> {
    return this.commands.execute(new RestoreCustomerCommand<AmpereRecordResponse>(system, id, user.email));
  }

  /** A metered group's deleted customers (`/api/{system}-archived`), latest deletion first. */
  @Get(':system-archived')
  @MeteredPath('kwh-archived')
  @ApiOkResponse({ type: [ArchivedKwhCustomerResponse] })
  listMeteredArchived(@CustomerSystem() system: BillingSystem): Promise<ArchivedKwhCustomerResponse[]> {
    return this.queries.execute(new ListArchivedCustomersQuery<ArchivedKwhCustomerResponse>(system));
  }

  @Get(':system-archived/search')
  @MeteredPath('kwh-archived')
  @ApiOkResponse({ type: [ArchivedKwhCustomerResponse] })
  @ApiErrorResponses(400)
  searchMeteredArchived(
    @CustomerSystem() system: BillingSystem,
    @Query() query: KwhSearchDto,
  ): Promise<ArchivedKwhCustomerResponse[]> {
    return this.queries.execute(
      new ListArchivedCustomersQuery<ArchivedKwhCustomerResponse>(system, query.q ?? ''),
    );
  }

  @Post(':system-archived/:id/restore')
  @MeteredPath('kwh-archived')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhCustomerResponse })
  restoreMetered(
    @CustomerSystem() system: BillingSystem,
    @Param('id') id: string,
    @CurrentUser() user: UserView,
  ): Promise<KwhCustomerResponse> {
    return this.commands.execute(new RestoreCustomerCommand<KwhCustomerResponse>(system, id, user.email));
  }

  /**
   * The system's live list, serialised once per version of its rows, with an ETag (304 when
   * unchanged): 200 readers at once. `sort` is the ampere list's toggle; null keeps a metered
   * group's stored display order.
   */
  private async serveList(
    system: BillingSystem,
    sort: AmpereSortOrder | null,
    request: Request,
    response: Response,
  ): Promise<void> {
    await this.lists.serve(request, response, tablesOf(system).versionKey, sort ?? 'display', () =>
      this.queries.execute(new ListCustomersQuery(system, sort)),
    );
  }

  private undo(system: BillingSystem, user: UserView, batchId?: string): Promise<UndoResultResponse> {
    return this.commands.execute(
      new UndoLastBatchCommand(system, user.email, batchId, user.role === 'admin'),
    );
  }

  private closeMonth(
    system: BillingSystem,
    month: string | undefined,
    user: UserView,
  ): Promise<MonthCloseResponse> {
    return this.commands.execute(
      new CloseMonthCommand(system, month ? Month.parse(month) : undefined, user.email),
    );
  }

  private editMetered(
    system: BillingSystem,
    id: string,
    edit: KwhCustomerEdit,
  ): Promise<KwhCustomerResponse> {
    return this.commands.execute(new EditCustomerCommand<KwhCustomerResponse>(system, id, edit));
  }

  private history(system: BillingSystem, id: string): Promise<CustomerHistoryResponse> {
    return this.queries.execute(new GetCustomerHistoryQuery(system, id));
  }

  /** A soft delete; its confirmation names a record on the ampere path and a customer on a metered one. */
  private cutOff(
    system: BillingSystem,
    id: string,
    body: CutOffDto,
    user: UserView,
  ): Promise<CutOffResponse> {
    return this.commands.execute(
      new CutOffCustomerCommand(system, id, body.reason, { email: user.email, role: user.role }),
    );
  }

  private reconnect(
    system: BillingSystem,
    id: string,
    body: ReconnectDto,
    user: UserView,
  ): Promise<CutOffResponse> {
    return this.commands.execute(
      new ReconnectCustomerCommand(
        system,
        id,
        { usdCents: body.feeUsd ?? null, lbpPounds: body.feeLbp ?? null },
        { email: user.email, role: user.role },
      ),
    );
  }

  private async delete(
    system: BillingSystem,
    id: string,
    user: UserView,
  ): Promise<{ message: string; archivedId: string }> {
    const { archivedId } = await this.commands.execute(new DeleteCustomerCommand(system, id, user.email));
    return { message: system.isMetered() ? 'تم حذف العميل بنجاح' : 'تم حذف السجل بنجاح', archivedId };
  }
}
