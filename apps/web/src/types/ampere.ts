/** Shapes the API answers for the ampere system (apps/api, spec 000 §3.1, §3.5). The server computes
 * every amount; the web only displays them. */

export type AmpereSort = 'box' | 'number';

export interface AmpereRecord {
  id: string;
  /** Shown with a leading '#', e.g. #1000. */
  customerNumber: number;
  name: string;
  box: string | null;
  ampere: number;
  address: string | null;
  amperePrice: number;
  /** Includes 11% VAT. */
  amount: number;
  amountPaid: number;
  outstandingBalance: number;
  /** Already "counts as paid" (spec 000 §4: isPaid, or nothing left to pay). */
  isPaid: boolean;
  isDeleted: boolean;
  invoiceDate: string;
  dueDate: string | null;
  /** YYYY-MM */
  month: string;
  batchId: string | null;
  createdAt: string;
  deletedAt: string | null;
}

export interface ArchivedAmpereRecord extends AmpereRecord {
  originalId: string;
  originalCreatedAt: string;
  deletionReason: string | null;
}

/** The fields an operator may send when creating or editing (spec 000 §5). */
export interface AmpereRecordInput {
  name: string;
  box?: string | null;
  ampere: number;
  /** Omitted or null: the server applies the threshold price. */
  amperePrice?: number | null;
  address?: string | null;
  amountPaid?: number;
  isPaid?: boolean;
  dueDate?: string | null;
}

export interface CompanyInfo {
  name: string;
  address: string;
  phone: string;
  phone2: string;
  email: string;
  registrationNumber: string;
  lookupNote: string;
}

export interface AmpereInvoice {
  id: string;
  companyInfo: CompanyInfo;
  /** INV-1000-2026 (single invoice, spec 000 §9) */
  invoiceNumber: string;
  /** INV-1000 (box invoices on the print sheet, spec 000 §9) */
  shortInvoiceNumber: string;
  invoiceDate: string;
  invoiceMonth: string;
  /** 'تشرين الثاني 2026' */
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

/** A box and how many live customers it holds ('' = no box), in print order (spec 000 §2.6). */
export interface AmpereBox {
  box: string;
  customers: number;
}
