import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import type { LineReason, ReadingExportRow } from '@kahraba/billing-domain';
import type {
  ReadingPreviewRow,
  ReadingsImportSummary,
} from '../../application/readings/import-readings.command';

/**
 * One line of the readings sheet (docs/business-rules.md#the-readings-workflow): the operator fills
 * newCurrentKwh.
 */
export class ReadingExportRowResponse implements ReadingExportRow {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ type: 'integer' })
  customerNumber!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  box!: string | null;
  @ApiProperty({ type: String, nullable: true })
  address!: string | null;
  @ApiProperty()
  ampere!: number;
  @ApiProperty({ description: 'kWh, up to 3 decimals' })
  previousKwh!: number;
  @ApiProperty({ description: 'kWh, up to 3 decimals; 0 until the meter is read' })
  currentKwh!: number;
  @ApiProperty({ enum: [''], description: 'Blank: the new reading the operator types' })
  newCurrentKwh!: '';
  @ApiProperty({ description: 'The previous reading is an estimate (the sheet says نعم)' })
  previousEstimated!: boolean;
  @ApiProperty({ description: 'The current reading is an estimate (the sheet says نعم)' })
  currentEstimated!: boolean;
}

/** A row of the import left out or worth a second look; `line` counts data rows from 1. */
export class ReadingLineReasonResponse implements LineReason {
  @ApiProperty({ type: 'integer', description: 'The row number the spreadsheet shows (header = row 1)' })
  line!: number;
  @ApiProperty()
  reason!: string;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The customer the row names: the one matched, else the number the row gives',
  })
  customerNumber!: number | null;
  @ApiProperty({ type: String, nullable: true })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true })
  box!: string | null;
}

/** What the import does (would do, with dryRun) to one customer's readings. */
export class ReadingPreviewRowResponse
  extends PickType(ReadingExportRowResponse, ['id', 'customerNumber', 'name', 'previousKwh', 'currentKwh'])
  implements ReadingPreviewRow
{
  @ApiProperty({ type: 'integer' })
  line!: number;
  @ApiProperty()
  newPreviousKwh!: number;
  @ApiProperty()
  newCurrentKwh!: number;
  @ApiProperty()
  consumption!: number;
}

export class ReadingsImportResponse implements ReadingsImportSummary {
  @ApiProperty()
  message!: string;
  @ApiProperty({ type: 'integer', description: 'Customers updated (with dryRun: that would be)' })
  updated!: number;
  @ApiProperty({ type: [ReadingLineReasonResponse], description: 'Refused, blank and unknown rows' })
  skipped!: ReadingLineReasonResponse[];
  @ApiProperty({ type: [ReadingLineReasonResponse], description: 'Recorded, worth a second look' })
  warnings!: ReadingLineReasonResponse[];
  @ApiPropertyOptional({ type: [ReadingPreviewRowResponse], description: 'With dryRun only' })
  rows?: ReadingPreviewRowResponse[];
}
