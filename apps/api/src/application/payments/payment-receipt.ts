import {
  ExchangeRate,
  Money,
  Month,
  receiptInvoiceNumberOf,
  receiptMonthOf,
  toLbp,
  type PaymentCurrency,
  type PaymentMethod,
} from '@kahraba/billing-domain';
import type { PayableRecord, PaymentView } from '@kahraba/persistence';

/** What remained owed right after a payment, from the customer's statement. */
export interface BalanceAfterPayment {
  /** USD; negative is a credit. */
  totalDue: number;
  /** Whole pounds. */
  totalDueLbp: number;
}

/** The record a payment settles, as it stands after the payment (or its void); USD. */
export interface PaidRecordState {
  amount: number;
  arrears: number;
  amountPaid: number;
  outstandingBalance: number;
  isPaid: boolean;
}

/**
 * One payment of the ledger as the receipt, the history and the dialogs show it
 * (docs/business-rules.md#the-payments-ledger); amounts in USD exact to the cent, pounds whole.
 */
export interface PaymentReceipt {
  id: string;
  receiptNumber: string;
  system: string;
  recordId: string;
  customerNumber: number;
  customerName: string;
  box: string | null;
  /** E.164, the customer's phone now. */
  customerPhone: string | null;
  billingMonth: string;
  billingMonthLabel: string;
  amount: number;
  currency: PaymentCurrency;
  amountLbp: number;
  exchangeRate: number;
  method: PaymentMethod;
  note: string | null;
  source: string;
  receivedAt: string;
  receivedBy: string;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
  record?: PaidRecordState;
  /** The month the invoice named the day the money was taken (docs/payment-month.md). */
  invoiceMonth: string;
  invoiceMonthLabel: string;
  invoiceNumber: string;
  collectorName?: string;
  balanceAfter?: BalanceAfterPayment;
}

/**
 * A stored payment as the screens read it; `record` (the live record now) adds its phone and state.
 * `timeZone` is the business's (the clock's): the day the money was taken is a day there.
 */
export function toPaymentReceipt(
  payment: PaymentView,
  record: PayableRecord | null,
  timeZone: string,
  withState = false,
): PaymentReceipt {
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

function toRecordState(record: PayableRecord): PaidRecordState {
  return {
    amount: Money.parse(record.amount).toNumber(),
    arrears: Money.parse(record.arrears).toNumber(),
    amountPaid: Money.parse(record.amountPaid).toNumber(),
    outstandingBalance: Money.parse(record.outstandingBalance).toNumber(),
    isPaid: record.isPaid,
  };
}
