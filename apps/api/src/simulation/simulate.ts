/**
 * `npm run simulate -- --runs 5000 [--seed N] [--steps 25] [--path P]`
 * (docs/simulator.md): the long
 * run of the business simulator, on a scratch database of its own — a throwaway embedded
 * PostgreSQL under the system's temporary folder, or a new database on the server of
 * SIMULATE_DATABASE_URL — never the live DATA_DIR. Prints its seed first and its figures last; exits
 * 1 when an invariant failed.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { databaseUrlFor, migrateDatabase, startEmbeddedPostgres } from '@kahraba/persistence';
import { reportLines, runSimulation } from './simulation-run';

/** How often the long run says how far it is (sequences). */
const PROGRESS_EVERY = 100;

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5000' },
      seed: { type: 'string' },
      steps: { type: 'string', default: '25' },
      path: { type: 'string' },
    },
  });
  const runs = wholeNumber(values.runs, '--runs');
  const steps = wholeNumber(values.steps, '--steps');
  const seed = values.seed === undefined ? randomInt(2 ** 31 - 1) : wholeNumber(values.seed, '--seed');
  console.log(`simulate: seed ${seed}, ${runs} sequences of up to ${steps} steps`);
  const database = await scratchDatabase();
  try {
    const report = await runSimulation({
      databaseUrl: database.url,
      runs,
      steps,
      seed,
      path: values.path,
      progress: (sofar) => {
        if (sofar.sequences % PROGRESS_EVERY === 0)
          console.log(
            `  ${sofar.sequences} sequences, ${sofar.steps} steps, ${sofar.invariantsChecked} invariant checks, ${(sofar.ms / 1000).toFixed(0)} s`,
          );
      },
    });
    for (const line of reportLines(report)) console.log(line);
    if (report.failure !== null)
      console.log(
        `replay: npm run simulate -- --runs ${runs} --steps ${steps} --seed ${seed} (or with --path)`,
      );
    return report.failure === null ? 0 : 1;
  } finally {
    await database.drop();
  }
}

function wholeNumber(text: string, option: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${option} takes a whole number, not ${text}`);
  return value;
}

/** A new, migrated database nobody else uses, dropped at the end. */
async function scratchDatabase(): Promise<ScratchDatabase> {
  const server = process.env.SIMULATE_DATABASE_URL;
  if (server) {
    const name = `kahraba_simulation_${randomBytes(6).toString('hex')}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(server, name);
    await migrateDatabase(url);
    return { url, drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kahraba-simulation-'));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    databaseName: 'kahraba_simulation',
    ephemeral: true,
  });
  await migrateDatabase(embedded.url);
  return {
    url: embedded.url,
    async drop() {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  },
);
