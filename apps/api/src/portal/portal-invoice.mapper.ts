import { InvoiceDocument, Money, type ExchangeRate, type PortalPaymentStatus } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';

/**
 * spec 000 §3.6 plus what an invoice card shows: number, month, tax split, balance and status (§4,
 * §9). Never the record's internal id: a stranger must learn nothing that addresses our records.
 */
export interface PortalInvoice {
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
}

export function toPortalInvoice(record: AmpereRecordView, today: Date, rate: ExchangeRate): PortalInvoice {
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
  };
}
