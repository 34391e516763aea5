import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth/current-user.decorator';
import { ApiErrorResponses } from '../../http/api-error-responses.decorator';
import type { UserView } from '../../users/user.mapper';
import { ImportKwhCustomersCommand } from './import-kwh-customers.command';
import { ImportPreviewDto } from '../../ampere/ampere-records.dto';
import { KwhBulkRecordsDto, KwhColumnPasteDto, UpdateKwhPricesDto } from './kwh-bulk.dto';
import {
  KwhColumnPasteResponse,
  KwhImportPreviewResponse,
  KwhImportSummaryResponse,
  KwhPriceChangeResponse,
  KwhSortResponse,
} from './kwh-bulk.response';
import { PasteKwhColumnCommand } from './paste-kwh-column.command';
import { PreviewKwhImportQuery } from './preview-kwh-import.query';
import { SortKwhPermanentlyCommand } from './sort-kwh-permanently.command';
import { UpdateKwhPricesCommand } from './update-kwh-prices.command';
import { MeteredSystemParam } from '../../systems/metered-system.param';

/**
 * The bulk calls of every metered system (spec 001 §7, issue 8 §3): Excel import and its preview,
 * column paste, price update and permanent sort, each one undoable batch. Registered before the
 * customers controller, so that `update-all-prices` is not read as a customer id.
 */
@ApiTags('kwh-customers')
@MeteredSystemParam()
@ApiErrorResponses(401, 404)
@Controller('api/:system-customers')
export class KwhBulkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('import-preview')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhImportPreviewResponse })
  @ApiErrorResponses(400, 413)
  previewImport(
    @Param('system') system: string,
    @Body() body: ImportPreviewDto,
  ): Promise<KwhImportPreviewResponse> {
    return this.queries.execute(new PreviewKwhImportQuery(system, body.text));
  }

  @Post('bulk')
  @ApiCreatedResponse({ type: KwhImportSummaryResponse })
  @ApiErrorResponses(400, 413)
  bulk(@Param('system') system: string, @Body() body: KwhBulkRecordsDto): Promise<KwhImportSummaryResponse> {
    return this.commands.execute(new ImportKwhCustomersCommand(system, body.records));
  }

  @Post('column-paste')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhColumnPasteResponse })
  @ApiErrorResponses(400, 413)
  pasteColumn(
    @Param('system') system: string,
    @Body() body: KwhColumnPasteDto,
  ): Promise<KwhColumnPasteResponse> {
    return this.commands.execute(
      new PasteKwhColumnCommand(system, body.column, body.values, body.startRow ?? 1, body.dryRun ?? false),
    );
  }

  @Patch('update-all-prices')
  @ApiOkResponse({ type: KwhPriceChangeResponse })
  @ApiErrorResponses(400)
  updateAllPrices(
    @Param('system') system: string,
    @Body() body: UpdateKwhPricesDto,
    @CurrentUser() user: UserView,
  ): Promise<KwhPriceChangeResponse> {
    const { pricePerKwh, pricePerKwhLbp, ids } = body;
    return this.commands.execute(
      new UpdateKwhPricesCommand(system, { pricePerKwh, pricePerKwhLbp }, user.email, ids),
    );
  }

  @Post('sort-permanently')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhSortResponse })
  sortPermanently(@Param('system') system: string): Promise<KwhSortResponse> {
    return this.commands.execute(new SortKwhPermanentlyCommand(system));
  }
}
