import { BillingSystem, isBillingSystemId, type BillingSystemId } from '@kahraba/billing-domain';
import { kwhTablesOf } from '../kwh/kwh-tables';
import type { SqlExecutor } from '../sql/sql-database';
import { AMPERE_TABLES, type SystemTables } from './system-tables';

const SYSTEM_COLUMNS = `id, tariff, arabic_name AS "arabicName", display_order AS "displayOrder",
  updates_group AS "updatesGroup"`;

/** Every billing system (the `billing_systems` rows), in display order. */
export async function readBillingSystems(db: SqlExecutor): Promise<BillingSystem[]> {
  const rows = await db.query<{
    id: string;
    tariff: string;
    arabicName: string;
    displayOrder: number;
    updatesGroup: string;
  }>(`SELECT ${SYSTEM_COLUMNS} FROM billing_systems ORDER BY display_order, id`);
  return rows.map((row) => BillingSystem.of(row));
}

/** The billing system with this id, or null (an id of another shape is never looked up). */
export async function findBillingSystem(db: SqlExecutor, id: string): Promise<BillingSystem | null> {
  if (!isBillingSystemId(id)) return null;
  const [row] = await db.query<{
    id: string;
    tariff: string;
    arabicName: string;
    displayOrder: number;
    updatesGroup: string;
  }>(`SELECT ${SYSTEM_COLUMNS} FROM billing_systems WHERE id = $1`, [id]);
  return row ? BillingSystem.of(row) : null;
}

/**
 * Where a billing system keeps its customers: ampere its own tables, every metered group the shared
 * kWh tables scoped by its id (a new group is a row, no code).
 */
export function tablesOf(system: BillingSystem): SystemTables {
  if (system.isMetered()) return kwhTablesOf(system.id);
  if (system.id === AMPERE_TABLES.system) return AMPERE_TABLES;
  throw new Error(`No tables for the flat billing system ${system.id}`);
}

/** The tables of a seeded system named in code (tests, the ampere handlers). */
export function tablesOfSeeded(id: BillingSystemId): SystemTables {
  return tablesOf(BillingSystem.parse(id));
}
