/** Shapes of the payments ledger's answers, generated from the API's OpenAPI document
 * (api-schema.d.ts). The server computes every amount (the USD amount, the pounds, the record's new
 * balance); the web only shows them. */
import type { components } from './api-schema';

type Schemas = components['schemas'];

export type PaymentCurrency = Schemas['PaymentCurrency'];

export type PaymentMethod = Schemas['PaymentMethod'];

/** One payment (receipt number, customer, month, USD and LBP at the rate, method, collector, void). */
export type Payment = Schemas['PaymentResponse'];

/** What the take-payment dialog sends (`POST …/{id}/payments`): the amount as read on screen. */
export type PaymentInput = Omit<Schemas['RecordPaymentDto'], 'amount'> & { amount: number; note: string };
