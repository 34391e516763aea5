/**
 * `npm run demo:check [-- --customers N --months M]` (docs/business-demo.md, "the round trip"): a demo
 * business of 500 customers × 3 months by default, backed up, verified and restored into a new
 * DATA_DIR as a user would, then every customer's statement compared between an app on each; prints
 * the figures, and fails naming the first differences.
 */
import { cpus } from 'node:os';
import { demoRoundTrip } from './testing/demo-round-trip';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name}: a whole number`);
  return value;
}

async function main(): Promise<void> {
  const customers = option('customers', 500);
  const months = option('months', 3);
  const figures = await demoRoundTrip({
    customers,
    months,
    progress: (line) => process.stderr.write(`${line}\n`),
  });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nKahraba demo round trip — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
  );
  console.log(
    `business: ${Object.entries(figures.customers)
      .map(([system, count]) => `${system} ${count}`)
      .join(', ')}; closed ${figures.closedMonths.join(', ')}; live ${figures.liveMonth}`,
  );
  console.log('| step | time |');
  console.log('|---|---:|');
  for (const [step, ms] of [
    [`billing demo --customers ${customers} --months ${months}`, figures.milliseconds.demo],
    [
      `billing backup (verified; ${(figures.backupBytes / 2 ** 20).toFixed(1)} MiB)`,
      figures.milliseconds.backup,
    ],
    ['billing backup verify', figures.milliseconds.verify],
    ['billing restore into a new DATA_DIR', figures.milliseconds.restore],
    [
      `two apps started, ${figures.customersCompared} customers' statements and receipts compared: the same`,
      figures.milliseconds.compare,
    ],
  ] as const)
    console.log(`| ${step} | ${seconds(ms)} |`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
