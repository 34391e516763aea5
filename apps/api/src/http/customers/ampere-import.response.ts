import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import type { SkippedLine } from '@kahraba/billing-domain';
import { AmpereRecordResponse } from './ampere-record.response';
import type { ImportSummary } from '../../application/customers/import-customers.command';
import type { CustomerImportPreview } from '../../application/customers/preview-customer-import.query';

/** A pasted line the import left out, with the Arabic reason (docs/customer-imports.md). */
export class SkippedLineResponse implements SkippedLine {
  /** Counting from 1, as the operator sees the pasted text. */
  @ApiProperty({ type: 'integer' })
  line!: number;
  @ApiProperty({ type: String })
  text!: string;
  @ApiProperty({ type: String })
  reason!: string;
}

/** A pasted line as it would be billed; the server computes it again when importing. */
export class ImportPreviewRowResponse extends PickType(AmpereRecordResponse, [
  'name',
  'box',
  'ampere',
  'amperePrice',
  'amount',
  'address',
  'amountPaid',
  'phone',
]) {
  /** The sheet's row (from 1, the header counted), as the refusals name rows. */
  @ApiProperty({ type: 'integer' })
  line!: number;
  /** A new customer, or an update of the live one with the same name and box. */
  @ApiProperty({ enum: ['create', 'update'] })
  action!: 'create' | 'update';
  /** For an update: the number of the customer it updates. */
  @ApiPropertyOptional({ type: 'integer' })
  existingCustomerNumber?: number;
}

export class ImportPreviewResponse implements CustomerImportPreview<ImportPreviewRowResponse> {
  @ApiProperty({ type: [ImportPreviewRowResponse] })
  rows!: ImportPreviewRowResponse[];
  @ApiProperty({ type: [SkippedLineResponse] })
  skipped!: SkippedLineResponse[];
  /** Customers the import will create and update (one row per customer: a repeat is refused). */
  @ApiProperty({ type: 'integer' })
  creates!: number;
  @ApiProperty({ type: 'integer' })
  updates!: number;
}

/** One import, one batch: how many customers it created and updated. */
export class ImportSummaryResponse implements ImportSummary {
  @ApiProperty({ type: 'integer' })
  created!: number;
  @ApiProperty({ type: 'integer' })
  updated!: number;
  @ApiProperty({ type: [SkippedLineResponse] })
  skipped!: SkippedLineResponse[];
}
