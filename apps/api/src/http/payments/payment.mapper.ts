import {
  ExchangeRate,
  Money,
  Month,
  receiptInvoiceNumberOf,
  receiptMonthOf,
  toLbp,
} from '@kahraba/billing-domain';
import type { PayableRecord, PaymentView } from '@kahraba/persistence';
import type { PaymentRecordStateResponse, PaymentResponse } from './payment.response';

/**
 * A stored payment as the screens read it; `record` (the live record now) adds its phone and state.
 * `timeZone` is the business's (the clock's): the day the money was taken is a day there.
 */
export function toPaymentResponse(
  payment: PaymentView,
  record: PayableRecord | null,
  timeZone: string,
  withState = false,
): PaymentResponse {
  const amount = Money.parse(payment.amount);
  const rate = ExchangeRate.of(payment.exchangeRate);
  // The receipt names the month and number the invoice had the day the money was taken
  // (docs/payment-month.md).
  const invoiceMonth = receiptMonthOf(payment.billingMonth, new Date(payment.receivedAt), timeZone);
  return {
    id: payment.id,
    receiptNumber: payment.receiptNumber,
    system: payment.system,
    recordId: payment.recordId,
    customerNumber: payment.customerNumber,
    customerName: payment.customerName,
    box: payment.box,
    customerPhone: record?.phone ?? null,
    billingMonth: payment.billingMonth,
    billingMonthLabel: Month.parse(payment.billingMonth).label(),
    amount: amount.toNumber(),
    currency: payment.currency,
    amountLbp: payment.amountLbp === null ? toLbp(amount, rate).pounds : Number(payment.amountLbp),
    exchangeRate: rate.toNumber(),
    method: payment.method,
    note: payment.note,
    source: payment.source,
    receivedAt: payment.receivedAt,
    receivedBy: payment.receivedBy,
    voidedAt: payment.voidedAt,
    voidedBy: payment.voidedBy,
    voidReason: payment.voidReason,
    ...(withState && record ? { record: toRecordState(record) } : {}),
    invoiceMonth: invoiceMonth.toString(),
    invoiceMonthLabel: invoiceMonth.label(),
    invoiceNumber: receiptInvoiceNumberOf(payment.customerNumber, invoiceMonth),
  };
}

function toRecordState(record: PayableRecord): PaymentRecordStateResponse {
  return {
    amount: Money.parse(record.amount).toNumber(),
    arrears: Money.parse(record.arrears).toNumber(),
    amountPaid: Money.parse(record.amountPaid).toNumber(),
    outstandingBalance: Money.parse(record.outstandingBalance).toNumber(),
    isPaid: record.isPaid,
  };
}
