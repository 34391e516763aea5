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
} from '@kahraba/billing-domain';
import type { PortalCustomerView, PortalPaymentView } from '@kahraba/persistence';
import { invoiceItemOf, type InvoiceItem } from '../statements/invoice-item';
import type { PublicStatementView, StatementView } from '../statements/statement.view';

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
 * The portal (docs/customer-portal.md): the customer's statement of account as the public sees it, the item's fields the spec
 * names read from it (docs/business-rules.md, "One bill on the wire") and what is the card's own.
 * Never the record's internal id nor a phone: a stranger must learn nothing that addresses our records.
 */
export interface PortalInvoice extends InvoiceItem {
  /** The Arabic name of the billing system the bill is of (its id is the statement's). */
  systemName: string;
  ampere: number;
  /**
   * The payments not void of the last 12 billing months, newest first: the newest alone unless the
   * visitor typed the printed invoice number (`paymentsShown`, docs/customer-portal.md).
   */
  payments: PortalPayment[];
  paymentsShown: PortalPaymentsShown;
  statement: PublicStatementView;
}

/**
 * The card of a customer of any billing system from their statement of account
 * (docs/business-rules.md#the-statement-of-account): the same month, total due and pounds due as the invoice,
 * the print sheet and the collection screen; never an id or a phone.
 */
export function toPortalInvoice(
  customer: Pick<PortalCustomerView, 'systemName' | 'ampere'>,
  view: StatementView,
  payments: readonly PortalPaymentView[],
  shown: PortalPaymentsShown,
  timeZone: string,
): PortalInvoice {
  const { id: _id, phone: _phone, whatsApp: _whatsApp, ...statement } = view;
  return {
    systemName: customer.systemName,
    ...invoiceItemOf(statement),
    ampere: customer.ampere,
    payments: paymentsShown(payments, shown).map((payment) => toPortalPayment(payment, timeZone)),
    paymentsShown: shown,
    statement,
  };
}

/** `timeZone` is the business's: the day the money was taken decides the month its receipt names. */
function toPortalPayment(payment: PortalPaymentView, timeZone: string): PortalPayment {
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
