import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { databaseUrlFor } from '../database/database-url-for';
import { testAdminUrl, TEMPLATE_DATABASE } from './test-cluster';

/** The size of the tests' demo business (docs/business-demo.md): small enough for npm test's budget. */
export const TEST_DEMO = { customers: 40, months: 2, seed: 20261128 } as const;

/** The demo business's first administrator, for a test that signs in to it. */
export const TEST_DEMO_ADMIN = { email: 'owner@demo.example', password: 'demo-owner-password' } as const;

const DEMO_TEMPLATE = `kahraba_demo_${TEST_DEMO.customers}x${TEST_DEMO.months}`;

/** The `billing` binary the tests build before jest (as the CLI's own tests run it). */
const BILLING = join(__dirname, '..', '..', '..', '..', 'apps', 'cli', 'dist', 'main.js');

/**
 * A new database holding a demo business (`billing demo --customers 40 --months 2`, docs/business-demo.md):
 * months of history in every billing system, for the tests that must run on real data rather than
 * tidy seeds (backups, migrations). The demo is made once per jest run, by the first test file that
 * asks, by running the built CLI as a user would (the persistence library cannot import the
 * application); it is kept as a template, and each caller gets a copy of it (`CREATE DATABASE …
 * TEMPLATE`: fast).
 */
export function createDemoTestDatabase(): Promise<string> {
  return copyOfTemplateBuiltOnce(DEMO_TEMPLATE, runDemo);
}

/**
 * A new database copied from the template `template` of the run's PostgreSQL, which the first caller
 * builds with `build` (on a copy of the migrated template) and keeps for the rest of the run.
 */
export async function copyOfTemplateBuiltOnce(
  template: string,
  build: (databaseUrl: string) => Promise<void> | void,
): Promise<string> {
  const admin = new Client({ connectionString: testAdminUrl() });
  await admin.connect();
  try {
    // One builder at a time across jest's workers; the others wait, then copy what it made.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const [made] = (
        await admin.query<{ made: boolean }>(
          'SELECT count(*) > 0 AS made FROM pg_database WHERE datname = $1',
          [template],
        )
      ).rows;
      if (!made.made) await buildTemplate(admin, template, build);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    const name = `test_demo_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return databaseUrlFor(testAdminUrl(), name);
  } finally {
    await admin.end();
  }
}

async function buildTemplate(
  admin: Client,
  template: string,
  build: (databaseUrl: string) => Promise<void> | void,
): Promise<void> {
  // Built under another name and renamed when whole, so a failed build leaves no half template.
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building} TEMPLATE ${TEMPLATE_DATABASE}`);
  try {
    await build(databaseUrlFor(testAdminUrl(), building));
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    throw error;
  }
}

function runDemo(databaseUrl: string): Promise<void> {
  const args = ['demo', '--customers', `${TEST_DEMO.customers}`, '--months', `${TEST_DEMO.months}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BILLING, ...args, '--seed', `${TEST_DEMO.seed}`], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: '',
        ADMIN_EMAIL: TEST_DEMO_ADMIN.email,
        ADMIN_PASSWORD: TEST_DEMO_ADMIN.password,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`billing ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}
