import type { CompanyProfile } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';
import type { StatementView } from '../../application/statements/statement.view';

/**
 * The single invoice as printed: tax split, month label, status
 * (docs/business-rules.md#the-statement-of-account).
 */
export interface AmpereInvoice {
  id: string;
  companyInfo: CompanyProfile;
  /** INV-{n}-{year}: the single invoice (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
  invoiceNumber: string;
  /** INV-{n}: box and print-sheet invoices. */
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
  /**
   * The balance carried from the months before (negative: a credit;
   * docs/business-rules.md#paid-unpaid-and-arrears).
   */
  previousBalance: number;
  amountPaid: number;
  /** previousBalance + amount (this month) − amountPaid. */
  remainingAmount: number;
  /** What the invoice asks for, the same as remainingAmount. */
  totalDue: number;
  isPaid: boolean;
  /**
   * The total in whole pounds at the stored rate
   * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing).
   */
  totalLbp: number;
  /** The VAT in whole pounds: LBP total − LBP total / 1.11. */
  vatLbp: number;
  /** The total due in whole pounds, arrears included (what /collect asks in pounds). */
  totalDueLbp: number;
  /** LBP per USD the pounds were computed at. */
  exchangeRate: number;
  /** The customer's phone (E.164) for the WhatsApp button, or null. */
  phone: string | null;
  /** The statement of account every surface renders (docs/business-rules.md#the-statement-of-account). */
  statement: StatementView;
}

/** The invoice answer: the record's own fields and the figures of its statement. */
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
