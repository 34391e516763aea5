import type { SystemTables } from './system-tables';

/**
 * The SQL of a record's balance inputs, each defaulting to the row `r`'s column: `arrears`, this
 * month's `amount` (ampere `amount`, kWh `total_amount`), `amountPaid`. A caller computing one of
 * them in the same statement (a new total, the ledger's sum, a month close) passes its SQL.
 */
export interface BalanceSqlValues {
  readonly arrears?: string;
  readonly amount?: string;
  readonly amountPaid?: string;
  /** The ampere operator's paid flag as stored after the statement (default `r.is_paid`). */
  readonly paidFlag?: string;
}

export interface BalanceSql {
  readonly outstanding_balance: string;
  readonly is_paid: string;
}

/**
 * issue 11: the domain's balanceOf in SQL, for every statement that writes outstanding_balance and
 * is_paid: outstanding = arrears + amount − paid, paid when that is zero or less. Ampere still keeps
 * the operator's paid flag in is_paid (its answers read `is_paid OR outstanding <= 0`, isPaidSql)
 * until marking paid records a payment of the balance. A test proves it agrees with balanceOf.
 */
export function balanceSql(tables: Pick<SystemTables, 'balance'>, values: BalanceSqlValues = {}): BalanceSql {
  const arrears = values.arrears ?? 'r.arrears';
  const amount = values.amount ?? `r.${tables.balance.amountColumn}`;
  const amountPaid = values.amountPaid ?? 'r.amount_paid';
  const outstanding = `(${arrears} + ${amount} - ${amountPaid})`;
  return {
    outstanding_balance: outstanding,
    is_paid: tables.balance.paidFlag ? (values.paidFlag ?? 'r.is_paid') : `(${outstanding} <= 0)`,
  };
}

/** Whether a stored row counts as paid (`alias` the row): the balance rule on stored columns. */
export function isPaidSql(tables: Pick<SystemTables, 'balance'>, alias = 'r'): string {
  return tables.balance.paidFlag
    ? `(${alias}.is_paid OR ${alias}.outstanding_balance <= 0)`
    : `${alias}.is_paid`;
}

/**
 * issue 11 month close: the arrears the closing month leaves to the next (the domain's
 * arrearsCarried): its outstanding balance by the rule, negative a credit; an ampere record its
 * operator marked paid carries no debt, only its credit, while the paid flag exists.
 */
export function arrearsCarriedSql(tables: Pick<SystemTables, 'balance'>, alias = 'r'): string {
  const { outstanding_balance } = balanceSql(tables, {
    arrears: `${alias}.arrears`,
    amount: `${alias}.${tables.balance.amountColumn}`,
    amountPaid: `${alias}.amount_paid`,
  });
  return tables.balance.paidFlag
    ? `(CASE WHEN ${alias}.is_paid THEN LEAST(${outstanding_balance}, 0) ELSE ${outstanding_balance} END)`
    : outstanding_balance;
}
