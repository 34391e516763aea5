import {
  CUT_OFF_REASON_MAX_LENGTH,
  readCutOffReason,
  readReconnectionFeeLbp,
  readReconnectionFeeUsd,
} from '@kahraba/billing-domain';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

// Each field is read by its reader (the domain's), which refuses it in Arabic (docs/cut-off.md); the rules
// between the two currencies of the fee and the stored rate are the handler's (reconnectionFee).

export class CutOffDto {
  @TypedField(
    { type: String, maxLength: CUT_OFF_REASON_MAX_LENGTH, example: 'ثلاثة أشهر دون دفع' },
    readCutOffReason,
    { readWhenAbsent: true },
  )
  reason!: string;
}

export class ReconnectDto {
  /** Cents once read. */
  @TypedField(
    numberOrText({
      required: false,
      description: 'The reconnection fee in dollars (up to 2 decimals), as typed; not with feeLbp',
      example: 10,
    }),
    readReconnectionFeeUsd,
  )
  feeUsd?: number | null;

  /** Whole pounds once read. */
  @TypedField(
    numberOrText({
      required: false,
      description: 'The reconnection fee in whole pounds, as typed, billed in pounds; not with feeUsd',
      example: 895000,
    }),
    readReconnectionFeeLbp,
  )
  feeLbp?: number | null;
}
