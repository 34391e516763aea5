import { ApiProperty } from '@nestjs/swagger';
import type { SkippedLine } from '@kahraba/billing-domain';
import type { ImportSummary } from './import-ampere-records.command';
import type { ImportPreview, ImportPreviewRow } from './preview-ampere-import.query';

/** A pasted line the import left out, with the Arabic reason (spec 000 §5). */
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
export class ImportPreviewRowResponse implements ImportPreviewRow {
  @ApiProperty({ type: String })
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  box!: string | null;
  @ApiProperty({ type: Number })
  ampere!: number;
  @ApiProperty({ type: Number })
  amperePrice!: number;
  @ApiProperty({ type: Number })
  amount!: number;
  @ApiProperty({ type: String, nullable: true })
  address!: string | null;
  @ApiProperty({ type: Number })
  amountPaid!: number;
}

export class ImportPreviewResponse implements ImportPreview {
  @ApiProperty({ type: [ImportPreviewRowResponse] })
  rows!: ImportPreviewRowResponse[];
  @ApiProperty({ type: [SkippedLineResponse] })
  skipped!: SkippedLineResponse[];
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
