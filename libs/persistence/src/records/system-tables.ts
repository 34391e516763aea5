import {
  customerSearchText,
  isBillingSystemId,
  LOW_PRICE_THRESHOLD_AMPERES,
  normaliseRecordKey,
  type BillingSystemId,
} from '@kahraba/billing-domain';
import { readAmperePricing } from '../ampere/ampere-pricing.store';
import type { SqlExecutor } from '../sql/sql-database';
import { balanceSql } from './balance-sql';
import { billedChargesSql, CUT_OFF_COLUMNS } from './month-billing-sql';

/** The columns a record's search text and matching key are formed from. */
export interface TextColumns {
  customer_number: number;
  name: string;
  box: string | null;
  address: string | null;
  phone: string | null;
}

/**
 * How an undo takes back what a batch wrote into a row (mirrors the system's domain undo rule, e.g.
 * undoAmpereUpdate): entered columns go back group by group while they still hold what the batch
 * wrote, then derived columns are computed again from the result.
 */
export interface UndoColumns {
  /** Entered columns, in the domain's field groups (a group goes back as a whole or not at all). */
  columnGroups: readonly (readonly string[])[];
  /** Entered columns the search text and matching key are formed from. */
  textColumns: readonly string[];
  /** Values the derived SQL reads, fetched once the batch's settings are back (the ampere prices). */
  parameters(tx: SqlExecutor): Promise<unknown[]>;
  /**
   * SQL for each derived column; `value(column)` is the SQL of an entered column's value after the
   * revert, `param(i)` parameter i of `parameters`.
   */
  derived(
    param: (index: number) => string,
    value: (column: string) => string,
  ): Readonly<Record<string, string>>;
}

/**
 * Where a billing system keeps its customers. The generic machinery (batches and undo,
 * archive and restore, month close) is written once against this description.
 */
export interface SystemTables {
  system: BillingSystemId;
  /**
   * Shared tables keyed by system (the kWh groups): every generic query adds `system = '<id>'`
   * (scopeOf) and every insert names the system (the id has the checked shape, so a literal is
   * safe). Own tables (ampere): no system column.
   */
  shared: boolean;
  /** The key of the live rows' change counter (table_versions), per system on shared tables. */
  versionKey: string;
  /** Live customers. */
  live: string;
  /** Soft-deleted customers (restorable). */
  archive: string;
  /** Month-end snapshots and manual archives. */
  monthly: string;
  /** Columns the three tables share, copied on archive, restore and snapshot. */
  sharedColumns: readonly string[];
  undo: UndoColumns;
  /** What the balance rule (balanceSql) reads: the column of this month's charges. */
  balance: { amountColumn: 'amount' | 'total_amount' };
  /** The search text and matching key of a row, in the domain's one form. */
  describeText(row: TextColumns): { searchText: string; recordKey: string };
}

const AMPERE_SHARED = [
  'customer_number',
  'name',
  'box',
  'ampere',
  'address',
  'ampere_price',
  'price_is_custom',
  'amount',
  'amount_paid',
  'outstanding_balance',
  'is_paid',
  'invoice_date',
  'due_date',
  'month',
  'batch_id',
  'arrears',
  'phone',
  ...CUT_OFF_COLUMNS,
] as const;

export const AMPERE_TABLES: SystemTables = {
  system: 'ampere',
  shared: false,
  versionKey: 'ampere_records',
  live: 'ampere_records',
  archive: 'archived_records',
  monthly: 'monthly_archives',
  sharedColumns: AMPERE_SHARED,
  balance: { amountColumn: 'amount' },
  undo: {
    // The domain's AMPERE_UNDO_FIELD_GROUPS, by column.
    columnGroups: [
      ['name'],
      ['box'],
      ['address'],
      ['ampere'],
      ['ampere_price', 'price_is_custom'],
      ['amount_paid', 'is_paid'],
      ['due_date'],
      ['month'],
      ['invoice_date'],
      ['phone'],
      // docs/cut-off.md: a cut-off or a reconnection (and its fee) goes back as a whole.
      CUT_OFF_COLUMNS,
    ],
    textColumns: ['name', 'box', 'address', 'phone'],
    async parameters(tx) {
      const pricing = await readAmperePricing(tx);
      return [
        pricing.globalPrice.toDecimalString(),
        pricing.lowPrice.toDecimalString(),
        LOW_PRICE_THRESHOLD_AMPERES,
      ];
    },
    derived(param, value) {
      // A price that is not the customer's own is the threshold price for the amperes.
      const price = `CASE WHEN ${value('price_is_custom')} THEN ${value('ampere_price')}
        WHEN ${value('ampere')} <= ${param(2)} THEN ${param(1)}::numeric ELSE ${param(0)}::numeric END`;
      const amount = billedChargesSql(`round(${value('ampere')} * (${price}), 2)`, value);
      // is_paid follows the balance (docs/business-rules.md#the-payments-ledger): no paid mark of its own any
      // more.
      const balance = balanceSql(AMPERE_TABLES, {
        arrears: value('arrears'),
        amount,
        amountPaid: value('amount_paid'),
      });
      return { ampere_price: price, amount, ...balance };
    },
  },
  describeText: (row) => ({
    searchText: customerSearchText({
      customerNumber: row.customer_number,
      name: row.name,
      box: row.box,
      address: row.address,
      phone: row.phone,
    }),
    recordKey: normaliseRecordKey(row.name, row.box),
  }),
};

/** The SQL condition keeping a query to the system's rows (`alias.system = '<id>'`, or true). */
export function scopeOf(tables: SystemTables, alias?: string): string {
  if (!tables.shared) return 'true';
  return `${alias ? `${alias}.` : ''}system = ${systemLiteral(tables)}`;
}

/** The system column and its value for an INSERT's column and value lists ('' on own tables). */
export function scopeColumn(tables: SystemTables): { column: string; value: string } {
  return tables.shared
    ? { column: 'system, ', value: `${systemLiteral(tables)}, ` }
    : { column: '', value: '' };
}

function systemLiteral(tables: SystemTables): string {
  // The id is checked against the id shape (lower-case letters, digits and dashes) before any
  // SystemTables exists for it: nothing in it can end the literal.
  if (!isBillingSystemId(tables.system)) throw new Error(`Not a billing system id: ${tables.system}`);
  return `'${tables.system}'`;
}
