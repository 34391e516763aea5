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
}

export interface BalanceSql {
  readonly outstanding_balance: string;
  readonly is_paid: string;
}

/**
 * The domain's balanceOf in SQL (docs/business-rules.md#the-payments-ledger), for every statement that writes
 * outstanding_balance and is_paid: outstanding = arrears + amount − paid, paid when that is zero or less
 * (marking paid records a payment of the balance, so no system keeps a paid mark of its own). A test proves
 * it agrees with balanceOf.
 */
export function balanceSql(tables: Pick<SystemTables, 'balance'>, values: BalanceSqlValues = {}): BalanceSql {
  const arrears = values.arrears ?? 'r.arrears';
  const amount = values.amount ?? `r.${tables.balance.amountColumn}`;
  const amountPaid = values.amountPaid ?? 'r.amount_paid';
  const outstanding = `(${arrears} + ${amount} - ${amountPaid})`;
  return { outstanding_balance: outstanding, is_paid: `(${outstanding} <= 0)` };
}

/**
 * Whether a stored row (`alias`) counts as paid: its stored balance by the rule. Read from the
 * balance rather than is_paid so that an answer never shows a paid state older than its balance.
 */
export function isPaidSql(alias = 'r'): string {
  return `(${alias}.outstanding_balance <= 0)`;
}

/**
 * Month close: the arrears the closing month leaves to the next (the domain's
 * arrearsCarried): its outstanding balance by the rule, negative a credit.
 */
export function arrearsCarriedSql(tables: Pick<SystemTables, 'balance'>, alias = 'r'): string {
  return balanceSql(tables, {
    arrears: `${alias}.arrears`,
    amount: `${alias}.${tables.balance.amountColumn}`,
    amountPaid: `${alias}.amount_paid`,
  }).outstanding_balance;
}
