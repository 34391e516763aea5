import {
  ExchangeRate,
  Lbp,
  Money,
  Month,
  toLbp,
  paymentsShown,
  receiptMonthOf,
  type PaymentCurrency,
  type PortalPaymentsShown,
  type PortalPaymentStatus,
} from '@kahraba/billing-domain';
import type { PortalCustomerView, PortalPaymentView } from '@kahraba/persistence';
import type { StatementLineView, StatementView } from '../../application/statements/statement.view';

/** A payment as the public sees it; never who took it, the note or any id. */
export interface PortalPayment {
  receiptNumber: string;
  billingMonth: string;
  billingMonthLabel: string;
  /** The month its receipt names (docs/payment-month.md): the invoice's month the day it was paid. */
  invoiceMonth: string;
  invoiceMonthLabel: string;
  amount: number;
  currency: PaymentCurrency;
  /** Pounds handed over (LBP), or the dollars at the rate the payment was taken at, whole pounds. */
  amountLbp: number;
  receivedAt: string;
}

/**
 * What an invoice card shows (docs/customer-portal.md): number, month, tax split, balance and status. Never
 * the record's internal id: a stranger must learn nothing that addresses our records.
 */
export interface PortalInvoice {
  /** The billing system the bill is of ('ampere', 'mahmoud-kwh', …) and its Arabic name. */
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
  /** INV-{number}-{year} (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
  invoiceNumber: string;
  /** The billing month of the record, YYYY-MM. */
  invoiceMonth: string;
  invoiceMonthLabel: string;
  baseAmount: number;
  vatAmount: number;
  /** The total in whole Lebanese pounds at the stored rate (the card shows it too). */
  totalLbp: number;
  vatLbp: number;
  exchangeRate: number;
  /** Arrears carried from the months before (negative: a credit). */
  previousBalance: number;
  /** This month's charges (= amount). */
  currentCharges: number;
  /** previousBalance + currentCharges − amountPaid (= outstandingBalance). */
  totalDue: number;
  /** The total due in whole pounds, arrears included (what /collect asks in pounds). */
  totalDueLbp: number;
  /** The charge lines of the month (amperes × price; readings × price, fee). */
  lines: StatementLineView[];
  /** Metered: the previous and current readings and the consumption. */
  readings?: StatementView['readings'];
  /**
   * The payments not void of the last 12 billing months, newest first: the newest alone unless the
   * visitor typed the printed invoice number (`paymentsShown`, docs/customer-portal.md).
   */
  payments: PortalPayment[];
  paymentsShown: PortalPaymentsShown;
}

/**
 * The card of a customer of any billing system from their statement of account
 * (docs/business-rules.md#the-statement-of-account): the same month, total due and pounds due as the invoice,
 * the print sheet and the collection screen; never an id or a phone.
 */
export function toPortalInvoice(
  customer: Pick<PortalCustomerView, 'system' | 'systemName' | 'ampere'>,
  view: StatementView,
  payments: readonly PortalPaymentView[],
  shown: PortalPaymentsShown,
  timeZone: string,
): PortalInvoice {
  const { ampere } = customer;
  return {
    system: customer.system,
    systemName: customer.systemName,
    name: view.name,
    customerNumber: view.customerNumber,
    address: view.address,
    box: view.box,
    ampere,
    amount: view.total,
    amountPaid: view.amountPaid,
    outstandingBalance: view.totalDue,
    paymentStatus: view.paymentStatus,
    invoiceNumber: view.invoiceNumber,
    invoiceMonth: view.month,
    invoiceMonthLabel: view.monthLabel,
    baseAmount: view.base,
    vatAmount: view.vat,
    totalLbp: view.lbp.total,
    vatLbp: view.lbp.vat,
    exchangeRate: view.lbp.rate,
    previousBalance: view.previousBalance,
    currentCharges: view.total,
    totalDue: view.totalDue,
    totalDueLbp: view.lbp.totalDue,
    lines: view.lines,
    ...(view.readings && { readings: view.readings }),
    payments: paymentsShown(payments, shown).map((payment) => toPortalPayment(payment, timeZone)),
    paymentsShown: shown,
  };
}

/** `timeZone` is the business's: the day the money was taken decides the month its receipt names. */
export function toPortalPayment(payment: PortalPaymentView, timeZone: string): PortalPayment {
  const amount = Money.parse(payment.amount);
  const invoiceMonth = receiptMonthOf(payment.billingMonth, new Date(payment.receivedAt), timeZone);
  return {
    receiptNumber: payment.receiptNumber,
    billingMonth: payment.billingMonth,
    billingMonthLabel: Month.parse(payment.billingMonth).label(),
    invoiceMonth: invoiceMonth.toString(),
    invoiceMonthLabel: invoiceMonth.label(),
    amount: amount.toNumber(),
    currency: payment.currency,
    amountLbp:
      payment.amountLbp === null
        ? toLbp(amount, ExchangeRate.of(payment.exchangeRate)).pounds
        : Lbp.ofPounds(Number(payment.amountLbp)).pounds,
    receivedAt: payment.receivedAt,
  };
}
