import {
  readCollectorId,
  readCountedLbp,
  readCountedUsd,
  readHandoverDayText,
} from '@kahraba/billing-domain';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

// Each field is read by its reader (the domain's), which refuses it in Arabic naming the field; whether
// the day is still to come is the handler's (the business clock's).

/** What an administrator counted of a collector's day (docs/handover.md). */
export class RecordHandoverDto {
  @TypedField(
    { required: false, type: String, format: 'uuid', description: "The collector's user id (required)" },
    readCollectorId,
    { readWhenAbsent: true },
  )
  collectorId!: string;

  @TypedField(
    {
      required: false,
      type: String,
      example: '2026-12-07',
      description: 'The business day; today by default',
    },
    readHandoverDayText,
  )
  day?: string | null;

  /** Cents once read. */
  @TypedField(
    numberOrText({
      required: false,
      description:
        'Dollars counted (required, 0 when none), as typed: Arabic-Indic digits and comma decimals read',
      example: 40,
    }),
    readCountedUsd,
    { readWhenAbsent: true },
  )
  countedUsd!: number;

  /** Whole pounds once read. */
  @TypedField(
    numberOrText({
      required: false,
      description: 'Whole pounds counted (required, 0 when none), as typed',
      example: 1_800_000,
    }),
    readCountedLbp,
    { readWhenAbsent: true },
  )
  countedLbp!: number;
}
