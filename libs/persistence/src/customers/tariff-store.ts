import {
  AMPERE_TARIFF,
  type AmpereCustomer,
  type AmpereCustomerChanges,
  type AmpereImportRow,
  type AmperePricing,
  type CustomerBasics,
  type KwhCustomer,
  type KwhCustomerFields,
  type KwhCustomerEdit,
  type KwhCustomerInput,
  type KwhImportRow,
  METERED_TARIFF,
  type MeteredGroupContext,
  type NamedImportRow,
  type NewAmpereCustomerFields,
  type TariffForms,
  type TariffKind,
  type TariffRules,
} from '@kahraba/billing-domain';
import { readAmperePricing } from '../ampere/ampere-pricing.store';
import { ampereCustomerOf, rewriteAmpereRow, toAmpereRow } from '../ampere/ampere-record-row';
import {
  type AmpereRecordRow,
  findAmpereCustomerNumbersByKey,
  findAmpereRecord,
  findAmpereRows,
  findAmpereRowsByKeys,
  insertAmpereRows,
  listAmpereRecords,
  listArchivedAmpereRecords,
  listAmpereRows,
  lockAmpereRowsByKeys,
  searchAmpereRecords,
  writeAmpereRows,
} from '../ampere/ampere-record.store';
import { type KwhCustomerRow, kwhFieldsOf, kwhRowOf, rewriteKwhRow } from '../kwh/kwh-customer-row';
import {
  findKwhCustomer,
  findKwhCustomerNumbersByKey,
  findKwhRows,
  findKwhRowsByKeys,
  insertKwhRows,
  listArchivedKwhCustomers,
  listKwhCustomers,
  listKwhRows,
  searchKwhCustomers,
  writeKwhRows,
} from '../kwh/kwh-customer.store';
import { readMeteredGroupContext } from '../kwh/metered-group-price.store';
import type { ArchivedEntry } from '../records/archive-store';
import type { SystemTables } from '../records/system-tables';
import {
  restoreAmpereCustomer,
  restoreKwhCustomer,
  type RestoredCustomer,
  type RestorePlacement,
} from './restored-customers';
import type { SqlExecutor } from '../sql/sql-database';

/** What every stored customer row holds, whatever its tariff. */
export interface StoredCustomerRow {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  recordKey: string;
  outstandingBalance: string;
}

/** What every list view of a customer holds (the list's order reads it). */
export interface CustomerListView {
  customerNumber: number;
  name: string;
  box: string | null;
}

/** Where a new row goes: its number and month (the invoice date is today's for a flat customer). */
export interface NewRowPlacement {
  customerNumber: number;
  month: string;
  invoiceDate: string;
  displayRank: null;
}

/**
 * A tariff kind's rules (billing-domain's TariffRules) with where its customers are stored: the
 * import, its preview and the column paste are written once against this (one object per kind).
 */
export interface TariffStore<
  Row extends StoredCustomerRow,
  Customer extends OnFile,
  OnFile extends CustomerBasics,
  ImportRow extends NamedImportRow,
  Context,
  Forms extends TariffForms = TariffForms,
> {
  readonly rules: TariffRules<Customer, OnFile, ImportRow, Context, Forms>;
  /** Live rows by id (locked for an edit that writes them). */
  findRowsByIds(db: SqlExecutor, tables: SystemTables, ids: readonly string[], lock: boolean): Promise<Row[]>;
  /** The scope of the add form's idempotency keys (one click, one customer). */
  createScope(tables: SystemTables): string;
  /** The numbers of live customers whose name-and-box key is `recordKey` (duplicates). */
  findCustomerNumbersByKey(db: SqlExecutor, tables: SystemTables, recordKey: string): Promise<number[]>;
  /** One live customer as the list shows it, or null. */
  findView(db: SqlExecutor, tables: SystemTables, id: string): Promise<CustomerListView | null>;
  /** What the rules read, for the system's customers (a metered group's context has its price). */
  readContext(db: SqlExecutor, tables: SystemTables): Promise<Context>;
  /** Live rows whose name-and-box key is one of `keys`, by number; locked for an import that writes. */
  findRowsByKeys(
    db: SqlExecutor,
    tables: SystemTables,
    keys: readonly string[],
    lock: boolean,
  ): Promise<Row[]>;
  /** Every live row (in the system's stored display order where it keeps one). */
  listRows(db: SqlExecutor, tables: SystemTables): Promise<Row[]>;
  /** The live customers as the list shows them, in the system's stored order. */
  listViews(db: SqlExecutor, tables: SystemTables): Promise<CustomerListView[]>;
  /** Those whose search text holds every (normalised) term. */
  searchViews(db: SqlExecutor, tables: SystemTables, terms: readonly string[]): Promise<CustomerListView[]>;
  /** The system's deleted customers, latest first; with terms, those whose search text holds each. */
  listArchivedViews(
    db: SqlExecutor,
    tables: SystemTables,
    terms: readonly string[],
  ): Promise<CustomerListView[]>;
  customerOf(row: Row): OnFile;
  newRow(customer: Customer, placement: NewRowPlacement): Omit<Row, 'id'>;
  rewriteRow(row: Row, customer: Customer): Row;
  /** Inserted (and journaled as created in the batch, if any) in one statement. */
  insertRows(
    tx: SqlExecutor,
    tables: SystemTables,
    rows: readonly Omit<Row, 'id'>[],
    batchId: string | null,
  ): Promise<string[]>;
  /** A customer taken from its archive back into the live month, under its new number. */
  restore(
    tx: SqlExecutor,
    tables: SystemTables,
    archived: ArchivedEntry,
    placement: RestorePlacement,
    context: Context,
  ): Promise<RestoredCustomer>;
  /** Written (and journaled for undo in the batch, if any) in one statement. */
  writeRows(
    tx: SqlExecutor,
    tables: SystemTables,
    rows: readonly Row[],
    batchId: string | null,
  ): Promise<number>;
}

export const AMPERE_STORE: TariffStore<
  AmpereRecordRow,
  AmpereCustomer,
  AmpereCustomer,
  AmpereImportRow,
  AmperePricing,
  { add: NewAmpereCustomerFields; edit: AmpereCustomerChanges }
> = {
  rules: AMPERE_TARIFF,
  createScope: () => 'ampere-records:create',
  findRowsByIds: (db, _tables, ids, lock) => findAmpereRows(db, ids, lock),
  findCustomerNumbersByKey: (db, _tables, recordKey) => findAmpereCustomerNumbersByKey(db, recordKey),
  findView: (db, _tables, id) => findAmpereRecord(db, id),
  readContext: (db) => readAmperePricing(db),
  findRowsByKeys: (db, _tables, keys, lock) =>
    lock ? lockAmpereRowsByKeys(db, keys) : findAmpereRowsByKeys(db, keys),
  listRows: (db) => listAmpereRows(db),
  listViews: (db) => listAmpereRecords(db),
  searchViews: (db, _tables, terms) => searchAmpereRecords(db, terms),
  listArchivedViews: (db, _tables, terms) => listArchivedAmpereRecords(db, terms),
  customerOf: ampereCustomerOf,
  newRow: toAmpereRow,
  rewriteRow: rewriteAmpereRow,
  insertRows: (tx, _tables, rows, batchId) => insertAmpereRows(tx, rows, batchId, { journal: true }),
  writeRows: (tx, _tables, rows, batchId) => writeAmpereRows(tx, rows, batchId),
  restore: restoreAmpereCustomer,
};

export const METERED_STORE: TariffStore<
  KwhCustomerRow,
  KwhCustomer,
  KwhCustomerFields,
  KwhImportRow,
  MeteredGroupContext,
  { add: KwhCustomerInput; edit: KwhCustomerEdit }
> = {
  rules: METERED_TARIFF,
  createScope: (tables) => `${tables.system}-customers:create`,
  findRowsByIds: findKwhRows,
  findCustomerNumbersByKey: findKwhCustomerNumbersByKey,
  findView: findKwhCustomer,
  readContext: (db, tables) => readMeteredGroupContext(db, tables.system),
  findRowsByKeys: findKwhRowsByKeys,
  listRows: listKwhRows,
  listViews: listKwhCustomers,
  searchViews: searchKwhCustomers,
  listArchivedViews: listArchivedKwhCustomers,
  customerOf: kwhFieldsOf,
  newRow: kwhRowOf,
  rewriteRow: rewriteKwhRow,
  insertRows: insertKwhRows,
  writeRows: writeKwhRows,
  restore: restoreKwhCustomer,
};

/** Work written once for every tariff kind, given the kind's store. */
export interface TariffStoreUse<Result> {
  <
    Row extends StoredCustomerRow,
    Customer extends OnFile,
    OnFile extends CustomerBasics,
    ImportRow extends NamedImportRow,
    Context,
    Forms extends TariffForms,
  >(
    store: TariffStore<Row, Customer, OnFile, ImportRow, Context, Forms>,
  ): Result;
}

const STORES = {
  'flat-per-ampere': (use) => use(AMPERE_STORE),
  'metered-per-kwh': (use) => use(METERED_STORE),
} as const satisfies Record<TariffKind, <Result>(use: TariffStoreUse<Result>) => Result>;

/** Runs `use` with the store of a tariff kind (the one place the kinds are told apart). */
export function withTariffStore<Result>(tariff: TariffKind, use: TariffStoreUse<Result>): Result {
  return STORES[tariff](use);
}
