import { CUT_OFF_MARK_SQL, type CutOffMarked } from '../records/month-billing-sql';
/** A kWh customer as the API answers it: JSON numbers, money to 2 decimals. */
export interface KwhCustomerView extends CutOffMarked {
  id: string;
  system: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  ampereSubscriptionFee: number;
  subscriptionFee: number;
  previousKwh: number;
  currentKwh: number;
  consumption: number;
  pricePerKwh: number;
  insurance: number;
  energyAmount: number;
  totalAmount: number;
  baseAmount: number;
  vatAmount: number;
  /** The balance carried from the months before by a month close; negative is a credit. */
  arrears: number;
  amountPaid: number;
  outstandingBalance: number;
  isPaid: boolean;
  exchangeRateUsed: number;
  totalAmountLbp: number;
  baseAmountLbp: number;
  tvaAmountLbp: number;
  invoiceDate: string | null;
  dueDate: string | null;
  month: string;
  createdAt: string;
  isDeleted: boolean;
  /** E.164 (+9613123456) or null. */
  phone: string | null;
  /** The official tariff zone (docs/official-tariff.md#zones). */
  zone: string;
}

export interface ArchivedKwhCustomerView extends KwhCustomerView {
  originalId: string;
  deletedAt: string;
  deletionReason: string;
}

const TIMESTAMP = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The SELECT list giving a KwhCustomerView from a row aliased `r` (live or archived). */
export const KWH_VIEW_COLUMNS = `
  r.id, r.system, r.customer_number AS "customerNumber", r.name, r.box, r.address,
  r.ampere::float8 AS ampere, r.ampere_subscription_fee::float8 AS "ampereSubscriptionFee",
  r.subscription_fee::float8 AS "subscriptionFee", r.previous_kwh::float8 AS "previousKwh",
  r.current_kwh::float8 AS "currentKwh", r.consumption::float8 AS consumption,
  r.price_per_kwh::float8 AS "pricePerKwh", r.insurance::float8 AS insurance,
  r.energy_amount::float8 AS "energyAmount", r.total_amount::float8 AS "totalAmount",
  r.base_amount::float8 AS "baseAmount", r.vat_amount::float8 AS "vatAmount", r.arrears::float8 AS arrears,
  r.amount_paid::float8 AS "amountPaid", r.outstanding_balance::float8 AS "outstandingBalance",
  r.is_paid AS "isPaid", r.exchange_rate_used::float8 AS "exchangeRateUsed",
  r.total_amount_lbp::float8 AS "totalAmountLbp", r.base_amount_lbp::float8 AS "baseAmountLbp",
  r.tva_amount_lbp::float8 AS "tvaAmountLbp", r.invoice_date AS "invoiceDate", r.due_date AS "dueDate",
  r.month, ${TIMESTAMP('r.created_at')} AS "createdAt", r.is_deleted AS "isDeleted",
  r.phone, r.zone, ${CUT_OFF_MARK_SQL} AS "cutOff"`;

/** An archived row was created when its customer was (original_created_at), not when archived. */
export const ARCHIVED_KWH_VIEW_COLUMNS = `${KWH_VIEW_COLUMNS.replace(
  TIMESTAMP('r.created_at'),
  TIMESTAMP('r.original_created_at'),
)}, r.original_id AS "originalId",
  ${TIMESTAMP('r.deleted_at')} AS "deletedAt", r.deletion_reason AS "deletionReason"`;
