import {
  invoiceMonthFor,
  invoiceNumberFor,
  Money,
  splitVat,
  VAT_RATE_PERCENT,
} from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { CompanyProfile } from '../settings/company-profile';

/** spec 000 §3.5 plus what the printed invoice shows (§2.8): tax split, month label, status. */
export interface AmpereInvoice {
  id: string;
  companyInfo: CompanyProfile;
  invoiceNumber: string;
  invoiceDate: string;
  /** 'for month X year': from the 25th the invoice is for next month (spec 000 §4). */
  invoiceMonth: string;
  invoiceMonthLabel: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  amperePrice: number;
  amount: number;
  baseAmount: number;
  vatAmount: number;
  vatRatePercent: number;
  amountPaid: number;
  remainingAmount: number;
  isPaid: boolean;
}

export function toAmpereInvoice(
  record: AmpereRecordView,
  company: CompanyProfile,
  today: Date,
): AmpereInvoice {
  const issued = record.invoiceDate ? new Date(`${record.invoiceDate}T12:00:00`) : today;
  const month = invoiceMonthFor(issued);
  const vat = splitVat(Money.parse(record.amount));
  return {
    id: record.id,
    companyInfo: company,
    invoiceNumber: invoiceNumberFor(record.customerNumber, month.year),
    invoiceDate: record.invoiceDate,
    invoiceMonth: month.toString(),
    invoiceMonthLabel: month.label(),
    customerNumber: record.customerNumber,
    name: record.name,
    box: record.box,
    address: record.address,
    ampere: record.ampere,
    amperePrice: record.amperePrice,
    amount: record.amount,
    baseAmount: vat.base.toNumber(),
    vatAmount: vat.vat.toNumber(),
    vatRatePercent: VAT_RATE_PERCENT,
    amountPaid: record.amountPaid,
    remainingAmount: record.outstandingBalance,
    isPaid: record.isPaid,
  };
}
