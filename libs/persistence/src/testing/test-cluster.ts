import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { databaseUrlFor } from '../database/database-url-for';

export const TEMPLATE_DATABASE = 'kahraba_template';

/** The test PostgreSQL's administrative database (started by jest's globalSetup). */
export function testAdminUrl(): string {
  const url = process.env.KAHRABA_TEST_ADMIN_URL;
  if (!url) throw new Error('The test PostgreSQL is not running: run the tests through jest (globalSetup).');
  return url;
}

/** A fresh, migrated database for one test file (a copy of the template: fast). */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: testAdminUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await client.end();
  }
  return databaseUrlFor(testAdminUrl(), name);
}
