import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { InvalidInputError, Month } from '@kahraba/billing-domain';
import { ArchiveLiveRecordsCommand } from '../archive/archive-live-records.command';
import { CurrentUser } from '../auth/current-user.decorator';
import { UndoLastBatchCommand } from '../batches/undo-last-batch.command';
import { CloseMonthCommand } from '../month-close/close-month.command';
import { TablesPasscodeGuard } from '../passcodes/passcode-verified.guard';
import { GetAmperePricingQuery } from '../settings/get-ampere-pricing.query';
import { GetLiveMonthQuery } from '../settings/get-live-month.query';
import type { UserView } from '../users/user.mapper';
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
import { CreateAmpereRecordCommand } from './create-ampere-record.command';
import { DeleteAmpereRecordCommand } from './delete-ampere-record.command';
import { GetAmpereInvoiceQuery } from './get-ampere-invoice.query';
import { GetAmpereInvoicesQuery } from './get-ampere-invoices.query';
import { ImportAmpereRecordsCommand } from './import-ampere-records.command';
import { ListAmpereBoxesQuery } from './list-ampere-boxes.query';
import { ListAmpereRecordsQuery } from './list-ampere-records.query';
import { MarkAllAmpereUnpaidCommand } from './mark-all-ampere-unpaid.command';
import { PasteAmpereColumnCommand } from './paste-ampere-column.command';
import { PreviewAmpereImportQuery } from './preview-ampere-import.query';
import { UpdateAmperePricesCommand } from './update-ampere-prices.command';
import { UpdateAmpereRecordCommand } from './update-ampere-record.command';

const uuid = new ParseUUIDPipe({
  exceptionFactory: () => new InvalidInputError('معرّف غير صالح', 'INVALID_ID'),
});

/** spec 000 §7.3, paths exactly as the spec names them. */
@ApiTags('ampere-records')
@Controller('api/ampere-records')
export class AmpereRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@Query() query: ListQueryDto) {
    return this.queries.execute(new ListAmpereRecordsQuery(query.sort ?? 'number'));
  }

  @Get('search')
  search(@Query() query: ListQueryDto) {
    return this.queries.execute(new ListAmpereRecordsQuery(query.sort ?? 'number', query.q ?? ''));
  }

  @Get('boxes')
  boxes() {
    return this.queries.execute(new ListAmpereBoxesQuery());
  }

  @Get('invoices')
  invoices(@Query() query: InvoiceSelectionDto) {
    return this.queries.execute(new GetAmpereInvoicesQuery({ ids: query.id, boxes: query.box }));
  }

  @Get('pricing')
  pricing() {
    return this.queries.execute(new GetAmperePricingQuery());
  }

  @Get('month')
  month() {
    return this.queries.execute(new GetLiveMonthQuery('ampere'));
  }

  @Post()
  create(@Body() body: CreateAmpereRecordDto) {
    return this.commands.execute(new CreateAmpereRecordCommand(body));
  }

  @Post('import-preview')
  @HttpCode(200)
  previewImport(@Body() body: ImportPreviewDto) {
    return this.queries.execute(new PreviewAmpereImportQuery(body.text));
  }

  @Post('bulk')
  bulk(@Body() body: BulkAmpereRecordsDto) {
    return this.commands.execute(new ImportAmpereRecordsCommand(body.records));
  }

  @Patch('column-paste')
  pasteColumn(@Body() body: ColumnPasteDto) {
    return this.commands.execute(
      new PasteAmpereColumnCommand(body.column, body.data, body.startIndex ?? 0, body.sort ?? 'number'),
    );
  }

  @Patch('update-all-prices')
  updateAllPrices(@Body() body: UpdatePricesDto) {
    return this.commands.execute(new UpdateAmperePricesCommand(body.globalPrice, body.lowPrice));
  }

  @Patch('mark-all-unpaid')
  markAllUnpaid() {
    return this.commands.execute(new MarkAllAmpereUnpaidCommand());
  }

  @Delete('undo-last-batch')
  undoLastBatch(@CurrentUser() user: UserView) {
    return this.commands.execute(new UndoLastBatchCommand('ampere', user.email));
  }

  /** Empties the live table: a destructive tool, behind the passcode verified in this session. */
  @Post('archive')
  @HttpCode(200)
  @UseGuards(TablesPasscodeGuard)
  archive(@CurrentUser() user: UserView) {
    return this.commands.execute(new ArchiveLiveRecordsCommand('ampere', user.email));
  }

  @Post('new-month')
  @HttpCode(200)
  newMonth(@Body() body: NewMonthDto, @CurrentUser() user: UserView) {
    const month = body.month ? Month.parse(body.month) : undefined;
    return this.commands.execute(new CloseMonthCommand('ampere', month, user.email));
  }

  @Get(':id/invoice')
  invoice(@Param('id', uuid) id: string) {
    return this.queries.execute(new GetAmpereInvoiceQuery(id));
  }

  @Patch(':id')
  update(@Param('id', uuid) id: string, @Body() body: UpdateAmpereRecordDto) {
    return this.commands.execute(new UpdateAmpereRecordCommand(id, body));
  }

  @Delete(':id')
  async remove(@Param('id', uuid) id: string, @CurrentUser() user: UserView) {
    const { archivedId } = await this.commands.execute(new DeleteAmpereRecordCommand(id, user.email));
    return { message: 'تم حذف السجل بنجاح', archivedId };
  }
}
