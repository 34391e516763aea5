import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The fields are read by the domain (readMeterReadingInput), which refuses each in Arabic; the DTO
// only names them, so a field of another name is refused.

export class ReplacedMeterDto {
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: "the old meter's final reading",
  })
  @Allow()
  finalReading!: number | string;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: "the new meter's start reading",
  })
  @Allow()
  newStartReading!: number | string;
}

/**
 * One reading of the round as the reader's phone sends it
 * (docs/business-rules.md#the-reading-round-and-estimates).
 */
export class RecordMeterReadingDto {
  @ApiProperty({
    maxLength: 100,
    description: 'Idempotency key: the same key again answers the same reading (200), nothing written',
  })
  @Allow()
  clientId!: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'The meter reading as typed (Arabic-Indic digits read); or unreadReason, not both',
    example: 1250,
  })
  @Allow()
  reading?: number | string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Why the meter could not be read: estimated from history',
  })
  @Allow()
  unreadReason?: string;

  @ApiPropertyOptional({ type: ReplacedMeterDto, description: 'The meter was replaced this month' })
  @Allow()
  replacedMeter?: ReplacedMeterDto;

  @ApiProperty({ format: 'date-time', description: 'When the reader took it (on the phone, maybe offline)' })
  @Allow()
  takenAt!: string;

  @ApiPropertyOptional({ description: "The reader confirmed the reading's warning" })
  @Allow()
  confirmed?: boolean;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'The previous reading as the reader saw it: a different one on file answers 409',
  })
  @Allow()
  previousReading?: number | string;
}
