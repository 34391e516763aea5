import { ApiProperty } from '@nestjs/swagger';
import {
  type MeterReplacementRequest,
  type NumberText,
  readConfirmed,
  readPreviousReadingText,
  readReadingClientIdText,
  readReadingText,
  readReplacedMeterText,
  readTakenAtText,
  readUnreadReasonText,
} from '@kahraba/billing-domain';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

// Each field is read by its reader (the domain's); readMeterReadingInput then reads the values and the
// rules between them, refusing each in Arabic.

/** The replaced meter's two readings: read with the reading (readReplacedMeterText), described here. */
class ReplacedMeterDto {
  @ApiProperty(numberOrText({ description: "the old meter's final reading" }))
  finalReading!: NumberText;

  @ApiProperty(numberOrText({ description: "the new meter's start reading" }))
  newStartReading!: NumberText;
}

/**
 * One reading of the round as the reader's phone sends it
 * (docs/business-rules.md#the-reading-round-and-estimates).
 */
export class RecordMeterReadingDto {
  @TypedField(
    {
      maxLength: 100,
      description: 'Idempotency key: the same key again answers the same reading (200), nothing written',
    },
    readReadingClientIdText,
  )
  clientId?: string;

  @TypedField(
    numberOrText({
      required: false,
      description: 'The meter reading as typed (Arabic-Indic digits read); or unreadReason, not both',
      example: 1250,
    }),
    readReadingText,
  )
  reading?: NumberText | null;

  @TypedField(
    {
      required: false,
      type: String,
      maxLength: 200,
      description: 'Why the meter could not be read: estimated from history',
    },
    readUnreadReasonText,
  )
  unreadReason?: string | null;

  @TypedField(
    { required: false, type: ReplacedMeterDto, description: 'The meter was replaced this month' },
    readReplacedMeterText,
  )
  replacedMeter?: MeterReplacementRequest | null;

  @TypedField(
    { format: 'date-time', description: 'When the reader took it (on the phone, maybe offline)' },
    readTakenAtText,
  )
  takenAt?: string;

  @TypedField({ required: false, description: "The reader confirmed the reading's warning" }, readConfirmed)
  confirmed?: boolean;

  @TypedField(
    numberOrText({
      required: false,
      description: 'The previous reading as the reader saw it: a different one on file answers 409',
    }),
    readPreviousReadingText,
  )
  previousReading?: NumberText | null;
}
