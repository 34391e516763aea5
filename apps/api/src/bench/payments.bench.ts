/**
 * `npm run bench`, payments part (docs/benchmarks.md#payments): a payment round trip — `POST
 * /api/{system}-customers/{id}/payments` over HTTP, signed in, as the collector's phone sends it (a
 * client id, dollars or pounds) — against a metered group of 20,000 customers, median and p95 of
 * 200 payments to customers spread over the group; beside the same writes in raw SQL on the same
 * database (the month FOR SHARE, the row FOR UPDATE, the receipt counter, the payment, the record's
 * paid amount, the audit row, the notification, one transaction). Speed is measured here, never in tests.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { print, startBenchApp, timed, type Figure } from './bench-support';

const SYSTEM = 'mahmoud-kwh';
const CUSTOMERS = 20_000;
const PAYMENTS = 200;
const WARM_UP = 20;
const API = `/api/${SYSTEM}-customers`;

async function main(): Promise<void> {
  const { sql, call, close } = await startBenchApp();
  await call('POST', `${API}/bulk`, { records: customers(CUSTOMERS) });
  const ids = (JSON.parse(String(await call('GET', API))) as { id: string }[]).map((customer) => customer.id);
  const customerAt = (n: number) => ids[(n * 7919) % ids.length];

  const pay = (n: number) =>
    call('POST', `${API}/${customerAt(n)}/payments`, {
      amount: n % 4 === 0 ? '89500' : '1',
      currency: n % 4 === 0 ? 'LBP' : 'USD',
      method: 'cash',
      clientId: randomUUID(),
    });
  for (let n = 0; n < WARM_UP; n += 1) await pay(n);
  const roundTrips: number[] = [];
  for (let n = WARM_UP; n < WARM_UP + PAYMENTS; n += 1) roundTrips.push(await timed(() => pay(n)));

  const raw: number[] = [];
  for (let n = 0; n < PAYMENTS; n += 1) raw.push(await timed(() => rawPayment(sql, customerAt(n + 5000))));

  const figures: Figure[] = [
    {
      operation: `payment round trip, median of ${PAYMENTS} (${CUSTOMERS.toLocaleString('en')} customers)`,
      ms: percentile(roundTrips, 50),
      sqlMs: percentile(raw, 50),
      target: 50,
    },
    {
      operation: `payment round trip, p95 of ${PAYMENTS}`,
      ms: percentile(roundTrips, 95),
      sqlMs: percentile(raw, 95),
      target: 50,
    },
  ];
  print(figures);
  await close();
}

/** The same writes as a recorded payment, by hand: what the database alone needs. */
async function rawPayment(
  sql: { query: (text: string, params?: unknown[]) => Promise<unknown> },
  id: string,
) {
  await sql.query('BEGIN');
  await sql.query(`SELECT live_month FROM billing_months WHERE system = $1 FOR SHARE`, [SYSTEM]);
  await sql.query(`SELECT * FROM kwh_customers WHERE system = $1 AND id = $2 FOR UPDATE`, [SYSTEM, id]);
  await sql.query(
    `WITH n AS (INSERT INTO receipt_counters (year, last_value) VALUES (2099, 1)
       ON CONFLICT (year) DO UPDATE SET last_value = receipt_counters.last_value + 1 RETURNING last_value)
     INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount, currency,
       exchange_rate, method, received_by, receipt_number, client_id)
     SELECT $1, r.id, r.customer_number, r.name, r.box, r.month, 1, 'USD', 89500, 'cash', 'bench@example.com',
       'R-2099-' || lpad(n.last_value::text, 6, '0'), $3
       FROM kwh_customers r, n WHERE r.id = $2`,
    [SYSTEM, id, randomUUID()],
  );
  await sql.query(
    `UPDATE kwh_customers r SET amount_paid = l.paid, outstanding_balance = r.arrears + r.total_amount - l.paid,
       is_paid = r.arrears + r.total_amount - l.paid <= 0
       FROM (SELECT COALESCE(sum(amount), 0) AS paid FROM payments p JOIN kwh_customers c ON c.id = p.record_id
             WHERE p.record_id = $1 AND p.billing_month = c.month AND p.voided_at IS NULL) l
      WHERE r.id = $1`,
    [id],
  );
  await sql.query(
    `INSERT INTO audit_log (actor, action, system, count, details) VALUES ('bench@example.com', 'record-payment', $1, 1, '{}')`,
    [SYSTEM],
  );
  await sql.query(`SELECT pg_notify('kahraba_live_updates', $1)`, [JSON.stringify({ system: SYSTEM, id })]);
  await sql.query('COMMIT');
}

function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function customers(count: number) {
  const first = ['محمد', 'أحمد', 'علي', 'حسن', 'فاطمة', 'زينب', 'Rami', 'Nadia'];
  return Array.from({ length: count }, (_, n) => ({
    name: `${first[n % first.length]} ${n}`,
    box: String((n % 40) + 1),
    address: `شارع ${n % 97}`,
    ampere: [1, 2, 3, 5, 10, 2.5][n % 6],
    previousKwh: 0,
    currentKwh: 100 + (n % 50),
    pricePerKwh: 0.5,
  }));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
