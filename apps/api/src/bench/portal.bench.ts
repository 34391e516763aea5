/**
 * `npm run bench`, portal part (docs/benchmarks.md#portal-look-up): the public invoice look-up — `GET
 * /api/customer-portal/search?id=&name=` over HTTP, signed out, as a customer's phone asks it — with
 * 60,000 customers across the billing systems (20,000 ampere, 15,000 Mahmoud, 15,000 Baydawi, 10,000
 * on the generic kWh list), some numbers printed in two systems; median and p95 of 300 look-ups (bills
 * found, by number and by INV number, and misses), beside the look-up's SQL by hand. The throttle's
 * counters are cleared between look-ups, outside the timing (the bench is one address asking often).
 */
import 'reflect-metadata';
import { print, startBenchApp, timed, type Figure } from './bench-support';

const POPULATIONS: readonly [path: string, count: number][] = [
  ['/api/ampere-records/bulk', 20_000],
  ['/api/mahmoud-kwh-customers/bulk', 15_000],
  ['/api/baydawi-kwh-customers/bulk', 15_000],
  ['/api/kwh-customers/bulk', 10_000],
];
const LOOK_UPS = 300;
const WARM_UP = 30;

async function main(): Promise<void> {
  const { base, sql, call, close } = await startBenchApp();
  let from = 0;
  for (const [path, count] of POPULATIONS) {
    const metered = !path.startsWith('/api/ampere');
    for (let start = 0; start < count; start += 5_000) {
      await call('POST', path, { records: customers(from + start, Math.min(5_000, count - start), metered) });
    }
    from += count;
  }
  // Numbers printed before they were unique: 500 Mahmoud customers carry an ampere customer's number.
  await sql.query(
    `WITH pairs AS (
       SELECT k.id, a.customer_number FROM
         (SELECT id, row_number() OVER (ORDER BY customer_number) AS n FROM kwh_customers WHERE system = 'mahmoud-kwh') k
         JOIN (SELECT customer_number, row_number() OVER (ORDER BY customer_number) AS n FROM ampere_records) a
         ON a.n = k.n WHERE k.n <= 500)
     UPDATE kwh_customers c SET customer_number = p.customer_number FROM pairs p WHERE c.id = p.id`,
  );
  const { rows: counted } = await sql.query<{ count: number }>(
    'SELECT (SELECT count(*) FROM ampere_records) + (SELECT count(*) FROM kwh_customers) AS count',
  );
  if (Number(counted[0].count) !== 60_000)
    throw new Error(`seeded ${counted[0].count} customers, not 60,000`);
  await sql.query('ANALYZE');
  const { rows: sample } = await sql.query<{ customer_number: number; name: string }>(
    `SELECT customer_number, name FROM (
       SELECT customer_number, name FROM ampere_records UNION ALL SELECT customer_number, name FROM kwh_customers
     ) c ORDER BY md5(customer_number::text || name) LIMIT ${LOOK_UPS + WARM_UP}`,
  );
  const question = (n: number) => {
    const { customer_number: number, name } = sample[n];
    const id = n % 3 === 0 ? `INV-${number}-2026` : n % 3 === 1 ? `#${number}` : String(number + 7_000_000);
    return `id=${encodeURIComponent(id)}&name=${encodeURIComponent(name)}`;
  };
  const lookUp = async (n: number) => {
    const response = await fetch(`${base}/api/customer-portal/search?${question(n)}`);
    if (!response.ok) throw new Error(`look-up ${n}: ${response.status} ${await response.text()}`);
    return (JSON.parse(await response.text()) as unknown[]).length;
  };
  const untimedReset = () => sql.query('DELETE FROM rate_limits');

  for (let n = 0; n < WARM_UP; n += 1) {
    await untimedReset();
    await lookUp(LOOK_UPS + n);
  }
  const times: number[] = [];
  let found = 0;
  for (let n = 0; n < LOOK_UPS; n += 1) {
    await untimedReset();
    times.push(await timed(async () => (found += await lookUp(n))));
  }
  // Two in three ask a number that exists with its customer's full name: each finds exactly one bill.
  const expected = Array.from({ length: LOOK_UPS }, (_, n) => n).filter((n) => n % 3 !== 2).length;
  if (found !== expected) throw new Error(`found ${found} bills, expected ${expected}`);
  const raw: number[] = [];
  for (let n = 0; n < LOOK_UPS; n += 1) {
    raw.push(
      await timed(() =>
        sql.query(
          `(SELECT r.id, r.name, r.amount FROM ampere_records r WHERE r.customer_number = $1::bigint)
           UNION ALL (SELECT r.id, r.name, r.total_amount FROM kwh_customers r WHERE r.system = 'mahmoud-kwh' AND r.customer_number = $1::bigint)
           UNION ALL (SELECT r.id, r.name, r.total_amount FROM kwh_customers r WHERE r.system = 'baydawi-kwh' AND r.customer_number = $1::bigint)
           UNION ALL (SELECT r.id, r.name, r.total_amount FROM kwh_customers r WHERE r.system = 'kwh' AND r.customer_number = $1::bigint)`,
          [sample[n].customer_number],
        ),
      ),
    );
  }
  const figures: Figure[] = [
    {
      operation: `portal look-up, median of ${LOOK_UPS} (60,000 customers in 4 systems; ${found} bills found)`,
      ms: percentile(times, 50),
      sqlMs: percentile(raw, 50),
      target: 100,
    },
    {
      operation: `portal look-up, p95 of ${LOOK_UPS}`,
      ms: percentile(times, 95),
      sqlMs: percentile(raw, 95),
      target: 100,
    },
  ];
  print(figures);
  await close();
}

function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function customers(from: number, count: number, metered: boolean) {
  const first = ['محمد', 'أحمد', 'علي', 'حسن', 'فاطمة', 'زينب', 'حسين', 'Nadia'];
  const family = ['الحسيني', 'دياب', 'مارون', 'الخوري', 'حداد', 'نصار', 'عون', 'Smith'];
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const common = {
      name: `${first[n % first.length]} ${family[Math.floor(n / 8) % family.length]} ${n}`,
      box: String((n % 40) + 1),
      address: `شارع ${n % 97}`,
      ampere: [1, 2, 3, 5, 10, 2.5][n % 6],
    };
    return metered
      ? { ...common, previousKwh: 0, currentKwh: 100 + (n % 50), pricePerKwh: 0.5 }
      : { ...common, amountPaid: n % 3 === 0 ? 10 : 0 };
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
