import { Lbp, Money, type CutOffMark, type MonthBilling } from '@kahraba/billing-domain';

/** A customer as an answer marks it cut off: `cutOff` of every customer view. */
export interface CutOffMarked {
  /** Cut off since `at` (an ISO instant) and why, else null (docs/cut-off.md#the-mark). */
  cutOff: CutOffMark | null;
}

/**
 * The columns of a customer's cut-off and the month's billing (docs/cut-off.md), on every customer
 * table; one undo group: an undo takes a cut-off or a reconnection (and its fee) back as a whole.
 */
export const CUT_OFF_COLUMNS = [
  'cut_off_at',
  'cut_off_reason',
  'billed',
  'reconnection_fee',
  'reconnection_fee_lbp',
] as const;

/** A row `r`'s cut-off instant as ISO text in UTC (or null), as every answer states it. */
export const CUT_OFF_AT_SQL = `to_char(r.cut_off_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A row `r`'s cut-off as every customer answer states it: `{at, reason}` or null (docs/cut-off.md#the-mark). */
export const CUT_OFF_MARK_SQL = `CASE WHEN r.cut_off_at IS NULL THEN NULL
  ELSE json_build_object('at', ${CUT_OFF_AT_SQL}, 'reason', r.cut_off_reason) END`;

/** The billing columns as a row reads them (`r.billed AS billed`…), for the domain's MonthBilling. */
export interface MonthBillingColumns {
  billed?: boolean;
  reconnectionFee?: string | null;
  reconnectionFeeLbp?: string | null;
}

/** The SELECT list of the billing columns of a row aliased `alias`. */
export function monthBillingSelect(alias = 'r'): string {
  return `${alias}.billed, ${alias}.reconnection_fee::text AS "reconnectionFee",
    ${alias}.reconnection_fee_lbp::text AS "reconnectionFeeLbp"`;
}

/** The domain's MonthBilling of a stored row (absent columns: billed, no fee). */
export function monthBillingOf(row: MonthBillingColumns): MonthBilling {
  const fee = row.reconnectionFee;
  return {
    billed: row.billed !== false,
    reconnectionFee:
      fee === null || fee === undefined
        ? null
        : {
            amount: Money.parse(fee),
            amountLbp: row.reconnectionFeeLbp == null ? null : Lbp.ofPounds(Number(row.reconnectionFeeLbp)),
          },
  };
}

/** The billing columns of a row the domain wrote (absent: billed, no fee), as a stored row reads them. */
export function monthBillingColumnsOf(billing: MonthBilling | undefined): Required<MonthBillingColumns> {
  const fee = billing?.reconnectionFee ?? null;
  return {
    billed: billing?.billed !== false,
    reconnectionFee: fee ? fee.amount.toDecimalString() : null,
    reconnectionFeeLbp: fee?.amountLbp ? String(fee.amountLbp.pounds) : null,
  };
}

/**
 * The domain's billedLinesOf in SQL, for a month's charges in dollars: the tariff's `charges` (SQL)
 * when the month is billed, then the reconnection fee; `value(column)` reads the row's columns.
 */
export function billedChargesSql(charges: string, value: (column: string) => string): string {
  return `(CASE WHEN ${value('billed')} THEN ${charges} ELSE 0 END + COALESCE(${value('reconnection_fee')}, 0))`;
}

/** The same for the pounds of a month (`pounds`, SQL), the fee at its typed pounds or at `rate`. */
export function billedPoundsSql(pounds: string, rate: string, value: (column: string) => string): string {
  const fee = `COALESCE(${value('reconnection_fee_lbp')}, round(COALESCE(${value('reconnection_fee')}, 0) * ${rate}::numeric))`;
  return `(CASE WHEN ${value('billed')} THEN ${pounds} ELSE 0 END + ${fee})`;
}
