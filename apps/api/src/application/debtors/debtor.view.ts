import type { CutOffMark, DebtAgeTotals, DebtBoxTotals, DebtorsQuery } from '@kahraba/billing-domain';

/** The last payment the ledger kept for a customer (voided ones left out). */
export interface LastPaymentView {
  /** 'YYYY-MM-DD', the business's day it was received. */
  day: string;
  /** USD, two decimals at most. */
  amount: number;
  /** Whole pounds handed over, when paid in pounds; else null. */
  amountLbp: number | null;
  currency: 'USD' | 'LBP';
}

/** One customer who owes (docs/debtors.md#the-list): the amounts are their statement's. */
export interface DebtorView {
  system: string;
  systemName: string;
  customerId: string;
  customerNumber: number;
  name: string;
  box: string | null;
  /** E.164 or null. */
  phone: string | null;
  /** The statement's total due: USD, two decimals at most. */
  totalDue: number;
  /** The statement's pounds due (lbp.totalDue), whole pounds. */
  totalDueLbp: number;
  /** How many closed months the debt spans: 0 this month only, 1, 2, 3… (docs/debtors.md#how-old-a-debt-is). */
  months: number;
  lastPayment: LastPaymentView | null;
  /** When the customer was last reminded (ISO instant), or null. */
  lastReminderAt: string | null;
  /** That instant's business day, 'YYYY-MM-DD', or null. */
  lastReminderDay: string | null;
  /** The statement's mark: cut off since when and why, or null (docs/cut-off.md#the-mark). */
  cutOff: CutOffMark | null;
}

/** The debtors list: the rows asked for and their totals per age. */
export interface DebtorsView {
  filters: DebtorsQuery;
  rows: DebtorView[];
  totals: DebtAgeTotals;
  /** The same rows' totals per box, for the print box by box. */
  boxes: DebtBoxTotals[];
}
