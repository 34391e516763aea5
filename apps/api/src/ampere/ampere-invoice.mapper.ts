import { InvoiceDocument, Money, type CompanyProfile, type ExchangeRate } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';

/** spec 000 §3.5 plus what the printed invoice shows (§2.8): tax split, month label, status. */
export interface AmpereInvoice {
  id: string;
  companyInfo: CompanyProfile;
  /** INV-{n}-{year}: the single invoice (spec 000 §9). */
  invoiceNumber: string;
  /** INV-{n}: box and print-sheet invoices (spec 000 §9). */
  shortInvoiceNumber: string;
  invoiceDate: string;
  /** The billing month of the record, 'YYYY-MM', shown as 'for month X year'. */
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
  /** issue 11: the balance carried from the months before (negative: a credit). */
  previousBalance: number;
  amountPaid: number;
  /** previousBalance + amount (this month) − amountPaid. */
  remainingAmount: number;
  /** issue 11: what the invoice asks for, the same as remainingAmount. */
  totalDue: number;
  isPaid: boolean;
  /** spec 001 §9, issue 9: the total in whole pounds at the stored rate. */
  totalLbp: number;
  /** The VAT in whole pounds: LBP total − LBP total / 1.11. */
  vatLbp: number;
  /** LBP per USD the pounds were computed at. */
  exchangeRate: number;
  /** issue 11: the customer's phone (E.164) for the WhatsApp button, or null. */
  phone: string | null;
}

export function toAmpereInvoice(
  record: AmpereRecordView,
  company: CompanyProfile,
  today: string,
  rate: ExchangeRate,
): AmpereInvoice {
  const invoice = InvoiceDocument.of({
    customerNumber: record.customerNumber,
    billingMonth: record.month,
    amount: Money.parse(record.amount),
    arrears: Money.parse(record.arrears),
    amountPaid: Money.parse(record.amountPaid),
    company,
    today,
    rate,
  });
  return {
    id: record.id,
    companyInfo: company,
    invoiceNumber: invoice.invoiceNumber,
    shortInvoiceNumber: invoice.shortInvoiceNumber,
    invoiceDate: record.invoiceDate,
    invoiceMonth: invoice.month.toString(),
    invoiceMonthLabel: invoice.monthLabel,
    customerNumber: record.customerNumber,
    name: record.name,
    box: record.box,
    address: record.address,
    ampere: record.ampere,
    amperePrice: record.amperePrice,
    amount: invoice.total.toNumber(),
    baseAmount: invoice.base.toNumber(),
    vatAmount: invoice.vat.toNumber(),
    vatRatePercent: invoice.vatRatePercent,
    previousBalance: invoice.previousBalance.toNumber(),
    amountPaid: invoice.amountPaid.toNumber(),
    remainingAmount: invoice.remaining.toNumber(),
    totalDue: invoice.remaining.toNumber(),
    isPaid: invoice.isPaid,
    totalLbp: invoice.totalLbp.pounds,
    vatLbp: invoice.vatLbp.pounds,
    exchangeRate: invoice.exchangeRate.toNumber(),
    phone: record.phone,
  };
}
