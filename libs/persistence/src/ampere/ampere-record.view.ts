import { CUT_OFF_MARK_SQL, type CutOffMarked } from '../records/month-billing-sql';
import { isPaidSql } from '../records/balance-sql';

/** An ampere customer as the API answers it; numbers carry at most 2 decimals. */
export interface AmpereRecordView extends CutOffMarked {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  ampere: number;
  address: string | null;
  amperePrice: number;
  /** The operator set the price; otherwise it is the threshold price and follows the amperes. */
  priceIsCustom: boolean;
  amount: number;
  /** The balance carried from the months before by a month close; negative is a credit. */
  arrears: number;
  amountPaid: number;
  /** arrears + amount − amountPaid (docs/business-rules.md#the-payments-ledger). */
  outstandingBalance: number;
  /** Counts as paid: nothing left to pay, arrears included. */
  isPaid: boolean;
  isDeleted: boolean;
  invoiceDate: string;
  dueDate: string | null;
  month: string;
  batchId: string | null;
  createdAt: string;
  deletedAt: string | null;
  /** E.164 (+9613123456) or null. */
  phone: string | null;
}

export interface ArchivedAmpereRecordView extends AmpereRecordView {
  originalId: string;
  originalCreatedAt: string;
  deletionReason: string;
}

/** The SELECT list that produces an AmpereRecordView from a row aliased `r`. */
export const AMPERE_VIEW_COLUMNS = `
  r.id, r.customer_number AS "customerNumber", r.name, r.box, r.ampere::float8 AS ampere, r.address,
  r.ampere_price::float8 AS "amperePrice", r.price_is_custom AS "priceIsCustom", r.amount::float8 AS amount,
  r.arrears::float8 AS arrears,
  r.amount_paid::float8 AS "amountPaid", r.outstanding_balance::float8 AS "outstandingBalance", ${isPaidSql()} AS "isPaid",
  r.is_deleted AS "isDeleted", r.invoice_date AS "invoiceDate", r.due_date AS "dueDate", r.month,
  r.batch_id AS "batchId", to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(r.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "deletedAt",
  r.phone, ${CUT_OFF_MARK_SQL} AS "cutOff"`;
