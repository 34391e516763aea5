import type { GroupedBatchKind } from '@kahraba/billing-domain';
import type { StoredKwhPricing } from '../kwh/kwh-pricing.store';
import type { SqlExecutor } from '../sql/sql-database';
import { lockLiveMonth } from './billing-month-store';
import { closeBatch, lockLiveTable, openBatch } from './batch-journal';
import type { WrittenBatch } from './run-batch';
import type { SystemTables } from './system-tables';

/** What a grouped change overwrote outside the customers' rows; an undo puts it back. */
export type GroupPrevious = Partial<StoredKwhPricing>;

/** One system's batch of a grouped change, as an undo checks it. */
export interface BatchGroupMember {
  batchId: string;
  system: string;
  undoneAt: Date | null;
  sealed: boolean;
}

export interface StoredBatchGroup {
  id: string;
  kind: GroupedBatchKind;
  members: BatchGroupMember[];
}

/**
 * The live months of several systems, always in id order: two changes spanning systems (a rate
 * change, an undo of one) then wait for each other instead of deadlocking.
 */
export async function lockLiveMonths(
  tx: SqlExecutor,
  systems: readonly SystemTables[],
  today: string,
): Promise<void> {
  for (const tables of [...systems].sort((a, b) => a.system.localeCompare(b.system))) {
    await lockLiveMonth(tx, tables, today);
  }
}

/**
 * One change recorded as a batch in every system it touched (a system where `write`
 * changed no row keeps no batch), the batches linked by one group that keeps `previous`. `write`
 * writes one system's rows in its batch and says how many, journaling each row once with its values
 * after (recomputeJournaled), so the journal needs no merging. The caller holds the systems' live
 * months (lockLiveMonths), which are also what lockLiveTable takes on the shared tables. Returns each
 * touched system's batch as written, in the systems' order (the caller records them in its unit of
 * work, whose event tells each system's live-update stream once after the commit).
 */
export async function runGroupedBatches(
  tx: SqlExecutor,
  systems: readonly SystemTables[],
  options: { kind: GroupedBatchKind; previous: GroupPrevious },
  write: (tables: SystemTables, batchId: string) => Promise<number>,
): Promise<WrittenBatch[]> {
  const [group] = await tx.query<{ id: string }>(
    `INSERT INTO batch_groups (kind, previous_exchange_rate, previous_subscription_pricing)
     VALUES ($1, $2, $3::jsonb) RETURNING id`,
    [
      options.kind,
      options.previous.exchangeRate ?? null,
      options.previous.subscriptionPricing ? JSON.stringify(options.previous.subscriptionPricing) : null,
    ],
  );
  const written: WrittenBatch[] = [];
  for (const tables of systems) {
    await lockLiveTable(tx, tables);
    const batchId = await openBatch(tx, tables, options.kind);
    await tx.query('UPDATE batches SET group_id = $2 WHERE id = $1', [batchId, group.id]);
    const count = await write(tables, batchId);
    if (count === 0) {
      // Nothing of this system changed: no batch, so its undo takes back its last real change.
      await tx.query('DELETE FROM batches WHERE id = $1', [batchId]);
      continue;
    }
    await closeBatch(tx, batchId, { created: 0, updated: count });
    written.push({ system: tables.system, batchId, kind: options.kind, created: 0, updated: count });
  }
  if (written.length === 0) await tx.query('DELETE FROM batch_groups WHERE id = $1', [group.id]);
  return written;
}

/** The group a batch belongs to, with every system's batch of it; null for a batch of one system. */
export async function findBatchGroup(db: SqlExecutor, batchId: string): Promise<StoredBatchGroup | null> {
  const [row] = await db.query<StoredBatchGroup>(
    `SELECT g.id, g.kind, (
       SELECT json_agg(json_build_object('batchId', m.id, 'system', m.system, 'undoneAt', m.undone_at,
         'sealed', m.sealed) ORDER BY m.system)
       FROM batches m WHERE m.group_id = g.id) AS members
     FROM batches b JOIN batch_groups g ON g.id = b.group_id WHERE b.id = $1`,
    [batchId],
  );
  if (!row) return null;
  return {
    ...row,
    members: row.members.map((member) => ({
      ...member,
      undoneAt: member.undoneAt === null ? null : new Date(member.undoneAt),
    })),
  };
}

/** The group of the latest open batch of a system, if any (a read to know what to lock first). */
export async function findLatestOpenBatchGroup(
  db: SqlExecutor,
  tables: SystemTables,
): Promise<StoredBatchGroup | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM batches WHERE system = $1 AND undone_at IS NULL AND NOT sealed
     ORDER BY created_at DESC LIMIT 1`,
    [tables.system],
  );
  return row ? findBatchGroup(db, row.id) : null;
}
