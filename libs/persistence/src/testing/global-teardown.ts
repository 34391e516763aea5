import { rmSync } from 'node:fs';
import type { EmbeddedDatabase } from '../database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const cluster = (globalThis as { __kahrabaTestCluster?: { database: EmbeddedDatabase; dataDir: string } })
    .__kahrabaTestCluster;
  if (!cluster) return;
  await cluster.database.stop();
  rmSync(cluster.dataDir, { recursive: true, force: true });
}
