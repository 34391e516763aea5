import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The fields are read by the domain (readCollectorId, readHandoverDay, readCountedAmounts), which refuses
// each in Arabic naming it; the DTO only names them, so a field of another name is refused.

/** What an administrator counted of a collector's day (docs/handover.md). */
export class RecordHandoverDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', description: "The collector's user id (required)" })
  @Allow()
  collectorId?: string;

  @ApiPropertyOptional({
    type: String,
    example: '2026-12-07',
    description: 'The business day; today by default',
  })
  @Allow()
  day?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description:
      'Dollars counted (required, 0 when none), as typed: Arabic-Indic digits and comma decimals read',
    example: 40,
  })
  @Allow()
  countedUsd?: number | string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Whole pounds counted (required, 0 when none), as typed',
    example: 1_800_000,
  })
  @Allow()
  countedLbp?: number | string;
}
