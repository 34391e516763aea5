import { customerSearchText, type Money, normaliseRecordKey, type Quantity } from '@kahraba/billing-domain';
import { rowsAsTable, type WrittenColumn } from '../sql/rows-as-table';
import type { SqlExecutor } from '../sql/sql-database';
import { updateJournaled } from './batch-journal';
import { scopeColumn, scopeOf, type SystemTables } from './system-tables';

/** The stored fields every customer row has, whatever its tariff (exact decimal text). */
export interface CustomerRowBase {
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: string;
  arrears: string;
  amountPaid: string;
  dueDate: string | null;
  month: string;
  searchText: string;
  recordKey: string;
  phone: string | null;
}

/** Their columns: column, SQL type of its unnest array, and the row's field holding it. */
export const CUSTOMER_BASE_COLUMNS = [
  ['customer_number', 'int', 'customerNumber'],
  ['name', 'text', 'name'],
  ['box', 'text', 'box'],
  ['address', 'text', 'address'],
  ['ampere', 'numeric', 'ampere'],
  ['arrears', 'numeric', 'arrears'],
  ['amount_paid', 'numeric', 'amountPaid'],
  ['due_date', 'date', 'dueDate'],
  ['month', 'text', 'month'],
  ['search_text', 'text', 'searchText'],
  ['record_key', 'text', 'recordKey'],
  ['phone', 'text', 'phone'],
] as const satisfies readonly WrittenColumn<CustomerRowBase>[];

/** What every customer of the domain holds, whatever its tariff. */
interface CustomerBase {
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly ampere: Quantity;
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly dueDate: string | null;
  readonly phone: string | null;
}

/** The fields every stored row takes from its customer: search text and matching key by the domain. */
export function customerRowBase(
  customer: CustomerBase,
  placement: { customerNumber: number; month: string },
): CustomerRowBase {
  return {
    customerNumber: placement.customerNumber,
    name: customer.name,
    box: customer.box,
    address: customer.address,
    ampere: customer.ampere.toString(),
    arrears: customer.arrears.toDecimalString(),
    amountPaid: customer.amountPaid.toDecimalString(),
    dueDate: customer.dueDate,
    month: placement.month,
    searchText: customerSearchText({ ...customer, customerNumber: placement.customerNumber }),
    recordKey: normaliseRecordKey(customer.name, customer.box),
    phone: customer.phone,
  };
}

/**
 * Inserts customer rows of any system in one statement (set-based: 10,000 rows in one statement);
 * with `journal`, the same statement journals them as created in the batch (undo removes them).
 * Returns the new ids in the order of `rows`.
 */
export async function insertCustomerRows<Row>(
  tx: SqlExecutor,
  tables: SystemTables,
  columns: readonly WrittenColumn<Row>[],
  rows: readonly Row[],
  batchId: string | null,
  journal = batchId !== null,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const { from, values, params } = rowsAsTable(columns, rows);
  const names = columns.map(([column]) => column).join(', ');
  const batch = `$${params.length + 1}::uuid`;
  const scope = scopeColumn(tables);
  const insert = `INSERT INTO ${tables.live} (${scope.column}${names}, batch_id)
     SELECT ${scope.value}${values.join(', ')}, ${batch} FROM ${from} RETURNING id`;
  const inserted = await tx.query<{ id: string }>(
    batchId === null || !journal
      ? insert
      : `WITH inserted AS (${insert}),
         journaled AS (UPDATE batches SET created_ids = created_ids || ARRAY(SELECT id FROM inserted) WHERE id = ${batch})
         SELECT id FROM inserted`,
    [...params, batchId],
  );
  return inserted.map((row) => row.id);
}

/**
 * Writes the given columns of customer rows of any system (one statement), keyed by id. In a batch
 * the same statement journals them for undo; the caller holds them locked.
 */
export async function writeCustomerRows<Row extends { id?: string }>(
  tx: SqlExecutor,
  tables: SystemTables,
  columns: readonly WrittenColumn<Row>[],
  rows: readonly Row[],
  batchId: string | null,
): Promise<number> {
  if (rows.length === 0) return 0;
  const { from, values, params } = rowsAsTable(
    columns,
    rows,
    rows.map((row) => row.id!),
  );
  const set = columns.map(([column], index) => `${column} = ${values[index]}`).join(', ');
  if (batchId !== null) {
    return updateJournaled(tx, tables, batchId, { set, from, where: 'r.id = u.id', params });
  }
  const updated = await tx.query<{ id: string }>(
    `UPDATE ${tables.live} r SET ${set} FROM ${from} WHERE r.id = u.id AND ${scopeOf(tables, 'r')} RETURNING r.id`,
    params,
  );
  return updated.length;
}
