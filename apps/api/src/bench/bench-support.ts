/** What every benchmark needs: a database of its own and a signed-in session cookie. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  databaseUrlFor,
  migrateDatabase,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '@kahraba/persistence';

export async function benchDatabase(): Promise<{ url: string; release: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const name = `kahraba_bench_${Date.now()}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = databaseUrlFor(process.env.DATABASE_URL, name);
    await migrateDatabase(url);
    return { url, release: async () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kahraba-bench-'));
  const server: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir });
  await migrateDatabase(server.url);
  return {
    url: server.url,
    release: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  // Every cookie the sign-in sets (the session and the device), as the browser sends them back.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
