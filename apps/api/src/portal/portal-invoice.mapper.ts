import {
  ExchangeRate,
  InvoiceDocument,
  Lbp,
  Money,
  Month,
  toLbp,
  type PaymentCurrency,
  type PortalPaymentStatus,
} from '@kahraba/billing-domain';
import type { PortalCustomerView, PortalPaymentView } from '@kahraba/persistence';

/** issue 11: a payment as the public sees it; never who took it, the note or any id. */
export interface PortalPayment {
  receiptNumber: string;
  billingMonth: string;
  billingMonthLabel: string;
  amount: number;
  currency: PaymentCurrency;
  /** Pounds handed over (LBP), or the dollars at the rate the payment was taken at, whole pounds. */
  amountLbp: number;
  receivedAt: string;
}

/**
 * spec 000 §3.6 plus what an invoice card shows: number, month, tax split, balance and status (§4,
 * §9). Never the record's internal id: a stranger must learn nothing that addresses our records.
 */
export interface PortalInvoice {
  /** issue 22 §3: the billing system the bill is of ('ampere', 'mahmoud-kwh', …) and its Arabic name. */
  system: string;
  systemName: string;
  name: string;
  customerNumber: number;
  address: string | null;
  box: string | null;
  ampere: number;
  amount: number;
  amountPaid: number;
  outstandingBalance: number;
  paymentStatus: PortalPaymentStatus;
  /** INV-{number}-{year} (spec 000 §9). */
  invoiceNumber: string;
  /** The billing month of the record, YYYY-MM. */
  invoiceMonth: string;
  invoiceMonthLabel: string;
  baseAmount: number;
  vatAmount: number;
  /** The total in whole Lebanese pounds at the stored rate (issue 9: the card shows it too). */
  totalLbp: number;
  vatLbp: number;
  exchangeRate: number;
  /** issue 11: arrears carried from the months before (negative: a credit). */
  previousBalance: number;
  /** This month's charges (= amount). */
  currentCharges: number;
  /** previousBalance + currentCharges − amountPaid (= outstandingBalance). */
  totalDue: number;
  /** The payments not void of the last 12 billing months, newest first. */
  payments: PortalPayment[];
}

export function toPortalInvoice(
  record: PortalCustomerView,
  today: string,
  rate: ExchangeRate,
  payments: readonly PortalPaymentView[],
): PortalInvoice {
  const invoice = InvoiceDocument.of({
    customerNumber: record.customerNumber,
    billingMonth: record.month,
    amount: Money.parse(record.amount),
    arrears: Money.parse(record.arrears),
    amountPaid: Money.parse(record.amountPaid),
    today,
    rate,
  });
  return {
    system: record.system,
    systemName: record.systemName,
    name: record.name,
    customerNumber: record.customerNumber,
    address: record.address,
    box: record.box,
    ampere: record.ampere,
    amount: invoice.total.toNumber(),
    amountPaid: invoice.amountPaid.toNumber(),
    outstandingBalance: invoice.remaining.toNumber(),
    paymentStatus: invoice.paymentStatus,
    invoiceNumber: invoice.invoiceNumber,
    invoiceMonth: invoice.month.toString(),
    invoiceMonthLabel: invoice.monthLabel,
    baseAmount: invoice.base.toNumber(),
    vatAmount: invoice.vat.toNumber(),
    totalLbp: invoice.totalLbp.pounds,
    vatLbp: invoice.vatLbp.pounds,
    exchangeRate: invoice.exchangeRate.toNumber(),
    previousBalance: invoice.previousBalance.toNumber(),
    currentCharges: invoice.total.toNumber(),
    totalDue: invoice.remaining.toNumber(),
    payments: payments.map(toPortalPayment),
  };
}

export function toPortalPayment(payment: PortalPaymentView): PortalPayment {
  const amount = Money.parse(payment.amount);
  return {
    receiptNumber: payment.receiptNumber,
    billingMonth: payment.billingMonth,
    billingMonthLabel: Month.parse(payment.billingMonth).label(),
    amount: amount.toNumber(),
    currency: payment.currency,
    amountLbp:
      payment.amountLbp === null
        ? toLbp(amount, ExchangeRate.of(payment.exchangeRate)).pounds
        : Lbp.ofPounds(Number(payment.amountLbp)).pounds,
    receivedAt: payment.receivedAt,
  };
}
