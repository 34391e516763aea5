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
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Month, readIdempotencyKey } from '@kahraba/billing-domain';
import { ArchiveLiveRecordsCommand } from '../../application/archives/archive-live-records.command';
import { ArchiveResultResponse } from '../archives/archive-result.response';
import { RestoreArchiveResultResponse } from '../archives/restore-archive-result.response';
import { RestoreManualArchiveCommand } from '../../application/archives/restore-manual-archive.command';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { BatchDescriptionResponse } from '../batches/batch-description.response';
import { DescribeLastBatchQuery } from '../../application/batches/describe-last-batch.query';
import { UndoLastBatchCommand } from '../../application/batches/undo-last-batch.command';
import { UndoResultResponse } from '../batches/undo-result.response';
import type { Request, Response } from 'express';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TableAnswerCache } from '../common/table-answer-cache.service';
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { MonthCloseResponse } from '../months/month-close.response';
import { TablesPasscodeGuard } from '../access/passcode-verified.guard';
import { AmperePricingResponse } from '../prices/ampere-pricing.response';
import { GetAmperePricingQuery } from '../../application/prices/get-ampere-pricing.query';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import { LiveMonthResponse } from '../months/live-month.response';
import type { UserView } from '../../application/access/user.view';
import { CreateCustomerCommand } from '../../application/customers/create-customer.command';
import { DeleteCustomerCommand } from '../../application/customers/delete-customer.command';
import { EditCustomerCommand } from '../../application/customers/edit-customer.command';
import { ImportCustomersCommand } from '../../application/customers/import-customers.command';
import { ListCustomersQuery } from '../../application/customers/list-customers.query';
import { PasteCustomerColumnCommand } from '../../application/customers/paste-customer-column.command';
import { PreviewCustomerImportQuery } from '../../application/customers/preview-customer-import.query';
import { AmpereBoxResponse } from './ampere-box.response';
import { changesOf, newCustomerFieldsOf } from '../../application/customers/ampere-record-input';
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
import { AmpereRecordResponse } from './ampere-record.response';
import { DuplicateCustomerResponse } from './duplicate-customer.response';
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
import { GetAmpereInvoiceQuery } from '../../application/customers/get-ampere-invoice.query';
import { GetAmpereInvoicesQuery } from '../../application/customers/get-ampere-invoices.query';
import { ListAmpereBoxesQuery } from '../../application/customers/list-ampere-boxes.query';
import { MarkAllAmpereUnpaidCommand } from '../../application/customers/mark-all-ampere-unpaid.command';
import { UpdateAmperePricesCommand } from '../../application/customers/update-ampere-prices.command';
import { optionalUuid, uuid } from '../common/uuid-pipes';

/**
 * The flat list's routes, paths exactly as the spec names them
 * (docs/developer-guide.md#the-api-keeps-the-specs-paths).
 */
@ApiTags('ampere-records')
@ApiErrorResponses(401)
@Controller('api/ampere-records')
export class AmpereRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly lists: TableAnswerCache,
  ) {}

  @Get()
  @ApiOkResponse({ type: [AmpereRecordResponse] })
  @ApiErrorResponses(400)
  async list(
    @Query() query: ListQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // Serialised once per version of the table, with an ETag (200 readers at once).
    const sort = query.sort ?? 'number';
    await this.lists.serve(request, response, 'ampere_records', sort, () =>
      this.queries.execute(new ListCustomersQuery<AmpereRecordResponse>('ampere', sort)),
    );
  }

  @Get('search')
  @ApiOkResponse({ type: [AmpereRecordResponse] })
  @ApiErrorResponses(400)
  search(@Query() query: ListQueryDto): Promise<AmpereRecordResponse[]> {
    return this.queries.execute(
      new ListCustomersQuery<AmpereRecordResponse>('ampere', query.sort ?? 'number', query.q ?? ''),
    );
  }

  @Get('boxes')
  @ApiOkResponse({ type: [AmpereBoxResponse] })
  boxes(): Promise<AmpereBoxResponse[]> {
    return this.queries.execute(new ListAmpereBoxesQuery());
  }

  @Get('invoices')
  @ApiOkResponse({ type: [AmpereInvoiceResponse] })
  @ApiErrorResponses(400)
  invoices(@Query() query: InvoiceSelectionDto): Promise<AmpereInvoiceResponse[]> {
    return this.queries.execute(new GetAmpereInvoicesQuery({ ids: query.id, boxes: query.box }));
  }

  @Get('pricing')
  @ApiOkResponse({ type: AmperePricingResponse })
  pricing(): Promise<AmperePricingResponse> {
    return this.queries.execute(new GetAmperePricingQuery());
  }

  @Get('month')
  @ApiOkResponse({ type: LiveMonthResponse })
  month(): Promise<LiveMonthResponse> {
    return this.queries.execute(new GetLiveMonthQuery('ampere'));
  }

  @Post()
  @ApiCreatedResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(400)
  @ApiConflictResponse({
    description: 'A live customer has the same name and box (send force: true to add anyway)',
    type: DuplicateCustomerResponse,
  })
  create(
    @Body() body: CreateAmpereRecordDto,
    @Headers('idempotency-key') idempotencyKeyHeader?: string,
  ): Promise<AmpereRecordResponse> {
    const { force, idempotencyKey, ...fields } = body;
    return this.commands.execute(
      new CreateCustomerCommand<AmpereRecordResponse>('ampere', newCustomerFieldsOf(fields), {
        force,
        idempotencyKey: readIdempotencyKey(idempotencyKey, idempotencyKeyHeader),
      }),
    );
  }

  @Post('import-preview')
  @HttpCode(200)
  @ApiOkResponse({ type: ImportPreviewResponse })
  @ApiErrorResponses(400, 413)
  previewImport(@Body() body: ImportPreviewDto): Promise<ImportPreviewResponse> {
    return this.queries.execute(
      new PreviewCustomerImportQuery<ImportPreviewRowResponse>('ampere', body.text),
    );
  }

  @Post('bulk')
  @ApiCreatedResponse({ type: ImportSummaryResponse })
  @ApiErrorResponses(400, 413)
  bulk(@Body() body: BulkAmpereRecordsDto): Promise<ImportSummaryResponse> {
    return this.commands.execute(new ImportCustomersCommand('ampere', body.records));
  }

  @Patch('column-paste')
  @ApiOkResponse({ type: ColumnPasteResponse })
  @ApiErrorResponses(400, 413)
  pasteColumn(@Body() body: ColumnPasteDto): Promise<ColumnPasteResponse> {
    return this.commands.execute(
      new PasteCustomerColumnCommand(
        'ampere',
        body.column,
        body.data,
        body.startIndex ?? 0,
        body.sort ?? 'number',
        body.dryRun ?? false,
      ),
    );
  }

  @Patch('update-all-prices')
  @ApiOkResponse({ type: PriceChangeResponse })
  @ApiErrorResponses(400)
  updateAllPrices(@Body() body: UpdatePricesDto): Promise<PriceChangeResponse> {
    return this.commands.execute(
      new UpdateAmperePricesCommand(body.globalPrice, body.lowPrice, body.includeCustomPrices ?? false),
    );
  }

  @Patch('mark-all-unpaid')
  @ApiOkResponse({ type: MarkAllUnpaidResponse })
  markAllUnpaid(): Promise<MarkAllUnpaidResponse> {
    return this.commands.execute(new MarkAllAmpereUnpaidCommand());
  }

  /** What the undo below would take back now (kind, who, when, rows), for its confirm dialog. */
  @Get('undo-last-batch')
  @ApiOkResponse({ type: BatchDescriptionResponse })
  @ApiErrorResponses(404)
  describeLastBatch(): Promise<BatchDescriptionResponse> {
    return this.queries.execute(new DescribeLastBatchQuery('ampere'));
  }

  @Delete('undo-last-batch')
  @ApiOkResponse({ type: UndoResultResponse })
  @ApiErrorResponses(404, 409)
  undoLastBatch(
    @CurrentUser() user: UserView,
    @Query('batchId', optionalUuid) batchId?: string,
  ): Promise<UndoResultResponse> {
    return this.commands.execute(
      new UndoLastBatchCommand('ampere', user.email, batchId, user.role === 'admin'),
    );
  }

  /** Empties the live table: a destructive tool, behind the passcode verified in this session. */
  @Post('archive')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: ArchiveResultResponse })
  @ApiErrorResponses(403)
  archive(@CurrentUser() user: UserView): Promise<ArchiveResultResponse> {
    return this.commands.execute(new ArchiveLiveRecordsCommand('ampere', user.email));
  }

  /** Takes the last manual archive back into the (still empty) live table: same ids, numbers and values. */
  @Post('restore-archive')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, TablesPasscodeGuard)
  @ApiOkResponse({ type: RestoreArchiveResultResponse })
  @ApiErrorResponses(403, 404, 409)
  restoreArchive(@CurrentUser() user: UserView): Promise<RestoreArchiveResultResponse> {
    return this.commands.execute(new RestoreManualArchiveCommand('ampere', user.email));
  }

  @Post('new-month')
  @HttpCode(200)
  @ApiOkResponse({ type: MonthCloseResponse })
  @ApiErrorResponses(400, 409)
  newMonth(@Body() body: NewMonthDto, @CurrentUser() user: UserView): Promise<MonthCloseResponse> {
    const month = body.month ? Month.parse(body.month) : undefined;
    return this.commands.execute(new CloseMonthCommand('ampere', month, user.email));
  }

  @Get(':id/invoice')
  @ApiOkResponse({ type: AmpereInvoiceResponse })
  @ApiErrorResponses(400, 404)
  invoice(@Param('id', uuid) id: string): Promise<AmpereInvoiceResponse> {
    return this.queries.execute(new GetAmpereInvoiceQuery(id));
  }

  @Patch(':id')
  @ApiOkResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(400, 404)
  update(@Param('id', uuid) id: string, @Body() body: UpdateAmpereRecordDto): Promise<AmpereRecordResponse> {
    return this.commands.execute(
      new EditCustomerCommand<AmpereRecordResponse>('ampere', id, changesOf(body)),
    );
  }

  @Delete(':id')
  @ApiOkResponse({ type: AmpereRecordDeletedResponse })
  @ApiErrorResponses(400, 404)
  async remove(
    @Param('id', uuid) id: string,
    @CurrentUser() user: UserView,
  ): Promise<AmpereRecordDeletedResponse> {
    const { archivedId } = await this.commands.execute(new DeleteCustomerCommand('ampere', id, user.email));
    return { message: 'تم حذف السجل بنجاح', archivedId };
  }
}
