import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyOfTemplateBuiltOnce } from '../../libs/persistence/src/testing/demo-test-database';
import { createTestDatabase } from '../../libs/persistence/src/testing/test-cluster';

export const ADMIN = { email: 'owner@example.com', password: 'e2e-secret-password' };
export const TABLES_PASSCODE = '2468';
/** The dangerous tools' passcode (the column-data manager: docs/business-rules.md#the-column-data-manager), given to the app as DANGER_PASSCODE. */
export const DANGER_PASSCODE = 'danger-1357';

export interface RunningApp {
  baseUrl: string;
  /** The embedded PostgreSQL's folder (`embedded` apps only; '' on the run's shared cluster). */
  dataDir: string;
  log(): string;
  stop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..');
const FIXED_CLOCK = join(__dirname, 'fixed-clock.cjs');

export interface StartOptions {
  /** The date the app believes it is, 'YYYY-MM-DD' (its clock runs on from 10:00 that day). */
  today?: string;
  /**
   * Start it exactly as the README's quick start does: `npm start` with its own embedded PostgreSQL
   * under a new DATA_DIR. Otherwise the built app runs on a fresh database of the run's one
   * PostgreSQL (a copy of the migrated template: no initdb, no migrations, seconds saved per file).
   */
  embedded?: boolean;
  /**
   * Start on a realistic business with history instead of an empty one: `billing demo` (docs/
   * business-demo.md) builds it in the app's own database before the app starts, on the same clock,
   * its first administrator being ADMIN.
   */
  demo?: BusinessDemo;
}

/** What `billing demo` is asked to build: customers over every system, months of history, a seed. */
export interface BusinessDemo {
  customers: number;
  months: number;
  seed?: number;
}

/** A date in the running month, so a session cookie the app sets is valid in the browser too. */
export function dayOfThisMonth(day: number): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Starts the app on its own database and port (see `embedded`), built by the run's global setup. */
export async function startApp({ today, embedded = false, demo }: StartOptions = {}): Promise<RunningApp> {
  const dataDir = embedded ? mkdtempSync(join(tmpdir(), 'kahraba-e2e-')) : '';
  // A demo on a pinned day is the same business every time (its seed is fixed): built once a run.
  const sharedDemo = !embedded && demo !== undefined && today !== undefined;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: embedded || sharedDemo ? '' : await createTestDatabase(),
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TABLES_PASSCODE,
    DANGER_PASSCODE,
    ...(today && {
      E2E_TODAY: today,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${FIXED_CLOCK}`].filter(Boolean).join(' '),
    }),
  };
  if (demo && sharedDemo) env.DATABASE_URL = await copyOfDemo(demo, env);
  else if (demo) buildDemoBusiness(demo, env);
  let output = '';
  const [command, args] = embedded
    ? ['npm', ['start', '--silent']]
    : [process.execPath, [join(ROOT, 'apps', 'api', 'dist', 'main.js')]];
  const child: ChildProcess = spawn(command, args, { cwd: ROOT, env, detached: true });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, () => output, child);
  return {
    baseUrl,
    dataDir,
    log: () => output,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        // unref: a timer left pending after the exit would hold Jest open for 10 s.
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database holding a copy of the demo business `demo` on the app's clock (`env`): the first file
 * to ask builds it with `billing demo` and keeps it as a template of the run's PostgreSQL, so the files
 * on the same demo and day (the debtors and after-the-bills) start on copies of one build.
 */
function copyOfDemo(demo: BusinessDemo, env: NodeJS.ProcessEnv): Promise<string> {
  const day = (env.E2E_TODAY ?? '').replace(/-/g, '_');
  const template = `kahraba_e2e_demo_${demo.customers}x${demo.months}_s${demo.seed ?? 'default'}_${day}`;
  return copyOfTemplateBuiltOnce(template, (databaseUrl) =>
    buildDemoBusiness(demo, { ...env, DATABASE_URL: databaseUrl }),
  );
}

/** Runs the built `billing demo` on the database the app will use (its DATABASE_URL or DATA_DIR). */
function buildDemoBusiness({ customers, months, seed }: BusinessDemo, env: NodeJS.ProcessEnv): void {
  const args = ['demo', '--customers', String(customers), '--months', String(months)];
  if (seed !== undefined) args.push('--seed', String(seed));
  const run = spawnSync(process.execPath, [join(ROOT, 'apps', 'cli', 'dist', 'main.js'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`billing demo failed (${run.status}):\n${run.stderr}`);
}

async function waitForHealth(baseUrl: string, log: () => string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy:\n${log()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
