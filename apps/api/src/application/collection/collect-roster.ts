import type { CutOffMark } from '@kahraba/billing-domain';
import type { StatementView } from '../statements/statement.view';

/** One live customer on the collector's phone: compact, for searching offline. */
export interface RosterCustomer {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  /** E.164. */
  phone: string | null;
  /** This month's charges, USD. */
  amount: number;
  /** Carried from earlier months (negative: a credit), USD. */
  arrears: number;
  /** Paid this month (the ledger's sum), USD. */
  amountPaid: number;
  /** arrears + amount − amountPaid, USD. */
  outstandingBalance: number;
  /** The outstanding balance in whole pounds at the stored rate. */
  outstandingLbp: number;
  /** Cut off since `at` and why, else null: the phone marks it «مقطوع» (docs/cut-off.md#the-mark). */
  cutOff: CutOffMark | null;
}

/** A system's roster for the collector's phone, at the live month and the stored rate. */
export interface CollectRoster {
  system: string;
  month: string;
  /** LBP per USD, the stored rate. */
  exchangeRate: number;
  /** By customer number. */
  customers: RosterCustomer[];
}

/**
 * A roster row as the phone keeps it, from the customer's statement of account
 * (docs/business-rules.md#the-statement-of-account): the same total due and pounds due (arrears included) as
 * the invoice, the portal and the receipt.
 */
export function toRosterCustomer(statement: StatementView): RosterCustomer {
  return {
    id: statement.id,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    phone: statement.phone,
    amount: statement.total,
    arrears: statement.previousBalance,
    amountPaid: statement.amountPaid,
    outstandingBalance: statement.totalDue,
    outstandingLbp: statement.lbp.totalDue,
    cutOff: statement.cutOff,
  };
}
