import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SkippedLineResponse } from './ampere-import.response';
import { PastedChangeResponse } from './ampere-bulk-change.response';
import type { ImportSummary } from '../../application/customers/import-customers.command';
import type { ColumnPasteSummary } from '../../application/customers/paste-customer-column.command';
import type { CustomerImportPreview } from '../../application/customers/preview-customer-import.query';
import type { KwhSortSummary } from '../../application/customers/sort-kwh-permanently.command';
import type { KwhPriceChangeSummary } from '../../application/prices/update-kwh-prices.command';

/** A pasted line as the import would leave the customer; the server computes it again when importing. */
export class KwhImportPreviewRowResponse {
  /** The sheet's row (from 1, the header counted), as the refusals name rows. */
  @ApiProperty({ type: 'integer' }) line!: number;
  /** A new customer, or an update of the live one with the same name and box. */
  @ApiProperty({ enum: ['create', 'update'] }) action!: 'create' | 'update';
  @ApiPropertyOptional({ type: 'integer' }) existingCustomerNumber?: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty() ampere!: number;
  @ApiProperty() previousKwh!: number;
  @ApiProperty() currentKwh!: number;
  @ApiProperty({ description: 'currentKwh − previousKwh, never below 0' }) consumption!: number;
  @ApiProperty() pricePerKwh!: number;
  @ApiProperty() insurance!: number;
  @ApiProperty() amountPaid!: number;
  @ApiProperty({ description: 'USD, VAT included' }) totalAmount!: number;
  @ApiProperty({ type: String, nullable: true, example: '+9613123456' }) phone!: string | null;
}

export class KwhImportPreviewResponse implements CustomerImportPreview<KwhImportPreviewRowResponse> {
  @ApiProperty({ type: [KwhImportPreviewRowResponse] }) rows!: KwhImportPreviewRowResponse[];
  @ApiProperty({ type: [SkippedLineResponse] }) skipped!: SkippedLineResponse[];
  @ApiProperty({ type: 'integer' }) creates!: number;
  @ApiProperty({ type: 'integer' }) updates!: number;
}

/** One import, one batch: how many customers it created and updated, and the lines left out. */
export class KwhImportSummaryResponse implements ImportSummary {
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: [SkippedLineResponse] }) skipped!: SkippedLineResponse[];
}

/**
 * One pasted column written into consecutive customers (docs/business-rules.md#pasting-a-column), or
 * previewed with dryRun.
 */
export class KwhColumnPasteResponse implements ColumnPasteSummary {
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: [PastedChangeResponse] }) changes!: PastedChangeResponse[];
}

export class KwhPriceChangeResponse implements KwhPriceChangeSummary {
  @ApiProperty({ example: 'تم تحديث الأسعار بنجاح' }) message!: string;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ description: 'The USD price per kWh applied (4 decimals at most)', example: 2.5028 })
  pricePerKwh!: number;
}

export class KwhSortResponse implements KwhSortSummary {
  @ApiProperty({ example: 'تم ترتيب الأسماء بشكل دائم' }) message!: string;
  @ApiProperty({ type: 'integer' }) updated!: number;
}
