import type { CompanyProfile } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { StatementView } from '../../application/statements/statement.view';

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
  /** issue 22 §2: the total due in whole pounds, arrears included (what /collect asks in pounds). */
  totalDueLbp: number;
  /** LBP per USD the pounds were computed at. */
  exchangeRate: number;
  /** issue 11: the customer's phone (E.164) for the WhatsApp button, or null. */
  phone: string | null;
  /** issue 22 §1: the statement of account every surface renders. */
  statement: StatementView;
}

/** The invoice answer: the record's own fields and the figures of its statement (issue 22 §1). */
export function toAmpereInvoice(
  record: AmpereRecordView,
  company: CompanyProfile,
  statement: StatementView,
): AmpereInvoice {
  return {
    id: record.id,
    companyInfo: company,
    invoiceNumber: statement.invoiceNumber,
    shortInvoiceNumber: statement.shortInvoiceNumber,
    invoiceDate: record.invoiceDate,
    invoiceMonth: statement.month,
    invoiceMonthLabel: statement.monthLabel,
    customerNumber: record.customerNumber,
    name: record.name,
    box: record.box,
    address: record.address,
    ampere: record.ampere,
    amperePrice: record.amperePrice,
    amount: statement.total,
    baseAmount: statement.base,
    vatAmount: statement.vat,
    vatRatePercent: statement.vatRatePercent,
    previousBalance: statement.previousBalance,
    amountPaid: statement.amountPaid,
    remainingAmount: statement.totalDue,
    totalDue: statement.totalDue,
    isPaid: statement.isPaid,
    totalLbp: statement.lbp.total,
    vatLbp: statement.lbp.vat,
    totalDueLbp: statement.lbp.totalDue,
    exchangeRate: statement.lbp.rate,
    phone: record.phone,
    statement,
  };
}
