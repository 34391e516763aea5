import {
  invoiceMonthFor,
  invoiceNumberFor,
  Money,
  portalPaymentStatus,
  splitVat,
  type PortalPaymentStatus,
} from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';

/** spec 000 §3.6 plus what an invoice card shows: number, month, tax split, balance and status (§4, §9). */
export interface PortalInvoice {
  id: string;
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
  /** YYYY-MM */
  invoiceMonth: string;
  invoiceMonthLabel: string;
  baseAmount: number;
  vatAmount: number;
}

export function toPortalInvoice(record: AmpereRecordView, today: Date): PortalInvoice {
  // spec 000 §4: the invoice date decides the month; without one, from the 25th it is next month.
  const issued = record.invoiceDate ? new Date(`${record.invoiceDate}T12:00:00`) : today;
  const month = invoiceMonthFor(issued);
  const amount = Money.parse(record.amount);
  const vat = splitVat(amount);
  return {
    id: record.id,
    name: record.name,
    customerNumber: record.customerNumber,
    address: record.address,
    box: record.box,
    ampere: record.ampere,
    amount: record.amount,
    amountPaid: record.amountPaid,
    outstandingBalance: record.outstandingBalance,
    paymentStatus: portalPaymentStatus(amount, Money.parse(record.amountPaid)),
    invoiceNumber: invoiceNumberFor(record.customerNumber, month.year),
    invoiceMonth: month.toString(),
    invoiceMonthLabel: month.label(),
    baseAmount: vat.base.toNumber(),
    vatAmount: vat.vat.toNumber(),
  };
}
