import {
  ExchangeRate,
  InvalidInputError,
  Money,
  parsePaymentInput,
  type PaymentCurrency,
  type PaymentMethod,
} from '@kahraba/billing-domain';

/** What the collector typed, read on the device by the ledger's own rule (parsePaymentInput) before the
 * payment is kept: the same refusals, in the same Arabic, as the server gives, also without a
 * connection. The server reads it again when it records it (the balance may have moved meanwhile). */
export type PaymentEntry =
  | {
      ok: true;
      /** In the currency handed over (whole pounds for LBP), for the screen. */
      amount: number;
      /** The dollars it credits (the ledger's conversion of the pounds, exact to the cent). */
      creditedUsd: number;
      /** As typed, sent as is: the server reads it with the same number reader. */
      amountText: string;
      currency: PaymentCurrency;
      method: PaymentMethod;
      note: string | null;
    }
  | { ok: false; field: 'amount' | 'note'; message: string };

export interface PaymentTyped {
  amountText: string;
  currency: PaymentCurrency;
  method: PaymentMethod;
  noteText: string;
}

/** The customer's balance and the rate, as the server sent them in the roster. */
export interface PaymentBalance {
  outstandingBalance: number;
  exchangeRate: number;
}

const NOTE_CODES = new Set(['PAYMENT_NOTE_TOO_LONG', 'INVALID_PAYMENT_NOTE']);

export function readPaymentEntry(typed: PaymentTyped, balance: PaymentBalance): PaymentEntry {
  try {
    const input = parsePaymentInput(
      { amount: typed.amountText, currency: typed.currency, method: typed.method, note: typed.noteText },
      {
        outstanding: Money.parse(balance.outstandingBalance),
        rate: ExchangeRate.of(balance.exchangeRate),
      },
    );
    return {
      ok: true,
      amount: input.amountLbp ? input.amountLbp.toNumber() : input.amount.toNumber(),
      creditedUsd: input.amount.toNumber(),
      amountText: typed.amountText.trim(),
      currency: input.currency,
      method: input.method,
      note: input.note,
    };
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    return { ok: false, field: NOTE_CODES.has(error.code) ? 'note' : 'amount', message: error.message };
  }
}
