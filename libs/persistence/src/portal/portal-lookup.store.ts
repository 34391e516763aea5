import type { BillingSystem } from '@kahraba/billing-domain';
import { readBillingSystems, tablesOf } from '../records/system-registry';
import { AMPERE_TABLES, scopeOf } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * A live customer of any billing system as the portal look-up reads it: what its name rule and the
 * invoice card need (docs/public-endpoints.md). The id never leaves the server.
 */
export interface PortalCustomerView {
  /** The billing system's id ('ampere', 'mahmoud-kwh', …) and its Arabic name. */
  system: string;
  systemName: string;
  tariff: BillingSystem['tariff'];
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  /** The billing month of the record, YYYY-MM. */
  month: string;
  /** This month's charges, VAT included (ampere: amount; metered: total_amount). */
  amount: number;
  arrears: number;
  amountPaid: number;
  /** The rate a metered bill was written at; null for ampere (billed at the stored rate). */
  exchangeRateUsed: number | null;
}

/**
 * The live customers of every billing system (the `billing_systems` rows, a group added later too)
 * that carry this customer number, in display order: numbers printed before they were unique across
 * the business repeat from one system to another. One statement, one index look-up per system
 * (ampere_records (customer_number), kwh_customers (system, customer_number)).
 */
export async function findPortalCustomers(
  db: SqlExecutor,
  customerNumber: number,
): Promise<PortalCustomerView[]> {
  const systems = (await readBillingSystems(db)).filter(
    (system) => system.isMetered() || system.id === AMPERE_TABLES.system,
  );
  if (systems.length === 0) return [];
  const params: unknown[] = [customerNumber];
  const branches = systems.map((system, index) => {
    const tables = tablesOf(system);
    params.push(system.id, system.arabicName, system.tariff);
    const [id, name, tariff] = [params.length - 2, params.length - 1, params.length].map((i) => `$${i}`);
    const rate = system.isMetered() ? 'r.exchange_rate_used::float8' : 'NULL::float8';
    return `SELECT ${id}::text AS system, ${name}::text AS "systemName", ${tariff}::text AS tariff,
        r.id, r.customer_number AS "customerNumber", r.name, r.box, r.address, r.ampere::float8 AS ampere,
        r.month, r.${tables.balance.amountColumn}::float8 AS amount, r.arrears::float8 AS arrears,
        r.amount_paid::float8 AS "amountPaid", ${rate} AS "exchangeRateUsed", ${index} AS position
      FROM ${tables.live} r
      WHERE ${scopeOf(tables, 'r')} AND r.customer_number = $1::bigint`;
  });
  // bigint: a typed number beyond the integer column's range is simply not found.
  const rows = await db.query<PortalCustomerView & { position: number }>(
    `${branches.map((branch) => `(${branch})`).join('\nUNION ALL\n')}\nORDER BY position`,
    params,
  );
  return rows.map(({ position: _position, ...customer }) => customer);
}
