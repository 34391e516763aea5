import { rmSync } from 'node:fs';
import type { EmbeddedDatabase } from '../database/embedded-postgres';

/** Stops the run's PostgreSQL once, however many tiers named the setup. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __kahrabaTestCluster?: { database: EmbeddedDatabase; dataDir: string } };
  const cluster = holder.__kahrabaTestCluster;
  if (!cluster) return;
  delete holder.__kahrabaTestCluster;
  delete process.env.KAHRABA_TEST_ADMIN_URL;
  await cluster.database.stop();
  rmSync(cluster.dataDir, { recursive: true, force: true });
}
