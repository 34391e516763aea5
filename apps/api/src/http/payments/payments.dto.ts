import {
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  type NumberText,
  type PaymentCurrency,
  type PaymentMethod,
  readPaymentAmountText,
  readPaymentClientIdText,
  readPaymentCurrency,
  readPaymentMethod,
  readPaymentNote,
  readTakenBy,
  readVoidReasonText,
} from '@kahraba/billing-domain';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

/**
 * A payment as the dialogs and the collector's phone send it. The amount is handed on as sent: the domain
 * reads it once the currency and the balance are known (parsePaymentInput).
 */
export class RecordPaymentDto {
  @TypedField(
    numberOrText({
      required: false,
      description:
        'Dollars (up to 2 decimals) or whole pounds, as typed: Arabic-Indic digits and comma decimals read',
      example: 15,
    }),
    readPaymentAmountText,
  )
  amount?: NumberText;

  @TypedField({ required: false, enum: PAYMENT_CURRENCIES, default: 'USD' }, readPaymentCurrency)
  currency?: PaymentCurrency;

  @TypedField({ required: false, enum: PAYMENT_METHODS, default: 'cash' }, readPaymentMethod)
  method?: PaymentMethod;

  @TypedField({ required: false, type: String, nullable: true, maxLength: 500 }, readPaymentNote)
  note?: string | null;

  @TypedField(
    {
      required: false,
      type: String,
      maxLength: 100,
      description: 'Idempotency key: the same key again answers the same payment (200), nothing written',
    },
    readPaymentClientIdText,
  )
  clientId?: string | null;

  @TypedField(
    {
      required: false,
      type: String,
      format: 'uuid',
      description: 'The user who took the payment on the phone: refused (403) unless that user is signed in',
    },
    readTakenBy,
  )
  takenBy?: string | null;
}

export class VoidPaymentDto {
  @TypedField(
    { required: false, description: 'Why the payment is voided (required)', maxLength: 500 },
    readVoidReasonText,
  )
  reason?: string;
}
