import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { ImportCustomersCommand } from '../../application/customers/import-customers.command';
import { PasteCustomerColumnCommand } from '../../application/customers/paste-customer-column.command';
import { PreviewCustomerImportQuery } from '../../application/customers/preview-customer-import.query';
import { SystemCatalog } from '../../application/systems/system-catalog';
import { ImportPreviewDto } from './ampere-records.dto';
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
import { MeteredSystemParam } from '../systems/metered-system.param';

/**
 * The bulk calls of every metered system (docs/metered-groups.md#routes): Excel import and its preview,
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
    private readonly catalog: SystemCatalog,
  ) {}

  /** The system of a metered path; a flat one has no kWh routes (404 in Arabic, as any unknown word). */
  private async metered(system: string): Promise<string> {
    return (await this.catalog.metered(system)).id;
  }

  @Post('import-preview')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhImportPreviewResponse })
  @ApiErrorResponses(400, 413)
  async previewImport(
    @Param('system') system: string,
    @Body() body: ImportPreviewDto,
  ): Promise<KwhImportPreviewResponse> {
    const id = await this.metered(system);
    return this.queries.execute(new PreviewCustomerImportQuery<KwhImportPreviewRowResponse>(id, body.text));
  }

  @Post('bulk')
  @ApiCreatedResponse({ type: KwhImportSummaryResponse })
  @ApiErrorResponses(400, 413)
  async bulk(
    @Param('system') system: string,
    @Body() body: KwhBulkRecordsDto,
  ): Promise<KwhImportSummaryResponse> {
    return this.commands.execute(new ImportCustomersCommand(await this.metered(system), body.records));
  }

  @Post('column-paste')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhColumnPasteResponse })
  @ApiErrorResponses(400, 413)
  async pasteColumn(
    @Param('system') system: string,
    @Body() body: KwhColumnPasteDto,
  ): Promise<KwhColumnPasteResponse> {
    const id = await this.metered(system);
    // The stored display order (null sort); rows counted from 1 on these paths.
    const { column, values, startRow, dryRun } = body;
    return this.commands.execute(
      new PasteCustomerColumnCommand(id, column, values, (startRow ?? 1) - 1, null, dryRun ?? false),
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
