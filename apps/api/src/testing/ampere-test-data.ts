import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView, SqlExecutor } from '@kahraba/persistence';

export interface CustomerFields {
  name: string;
  box: string | null;
  ampere: number | string;
  amperePrice: number | string | null;
  address: string | null;
  amountPaid: number;
  isPaid: boolean;
  phone: string | null;
}

let customerCounter = 0;

/** Adds an ampere customer through the API, as the add-customer form does. */
export async function addCustomer(
  agent: TestAgent,
  fields: Partial<CustomerFields> = {},
): Promise<AmpereRecordView> {
  customerCounter += 1;
  const response = await agent
    .post('/api/ampere-records')
    // Tests add customers with the same name and box on purpose: "add anyway".
    .send({ name: `عميل ${customerCounter}`, box: '5', ampere: 5, force: true, ...fields });
  if (response.status !== 201) throw new Error(`${response.status}: ${response.text}`);
  return response.body as AmpereRecordView;
}

/** The live records as the operator sees them (by customer number). */
export async function liveRecords(agent: TestAgent): Promise<AmpereRecordView[]> {
  const response = await agent.get('/api/ampere-records').expect(200);
  return response.body as AmpereRecordView[];
}

const WRITABLE_TABLES = [
  'ampere_records',
  'archived_records',
  'monthly_archives',
  'batches',
  'batch_entries',
  'audit_log',
  'customer_number_counters',
  'billing_months',
  'month_closes',
  'settings',
  'idempotency_keys',
  'kwh_customers',
  'kwh_archived_customers',
  'kwh_monthly_archives',
  'exchange_rate',
  'subscription_pricing',
  'batch_groups',
  'payments',
  'receipt_counters',
] as const;

/** Every row a billing command could write, to prove that a refused request wrote nothing. */
export async function snapshotOfData(db: SqlExecutor): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of WRITABLE_TABLES) {
    const rows = await db.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`,
    );
    snapshot[table] = rows.map((row) => row.row);
  }
  return snapshot;
}
