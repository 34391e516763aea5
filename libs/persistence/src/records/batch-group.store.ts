import type { GroupedBatchKind } from '@kahraba/billing-domain';
import type { StoredKwhPricing } from '../kwh/kwh-pricing.store';
import type { SqlExecutor } from '../sql/sql-database';
import { lockLiveMonth } from './billing-month-store';
import { runBatch } from './run-batch';
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
  today: Date,
): Promise<void> {
  for (const tables of [...systems].sort((a, b) => a.system.localeCompare(b.system))) {
    await lockLiveMonth(tx, tables, today);
  }
}

/**
 * issue 9: one change recorded as a batch in every system it touched (`counts`: rows it will write
 * per system; a system with none gets no batch), the batches linked by one group that keeps
 * `previous`. `write` writes one system's rows in its batch. The caller holds the systems' live
 * months (lockLiveMonths). Returns the rows written per system.
 */
export async function runGroupedBatches(
  tx: SqlExecutor,
  systems: readonly SystemTables[],
  options: {
    kind: GroupedBatchKind;
    today: Date;
    previous: GroupPrevious;
    counts: ReadonlyMap<string, number>;
  },
  write: (tables: SystemTables, batchId: string) => Promise<number>,
): Promise<Map<string, number>> {
  const written = new Map<string, number>();
  const touched = systems.filter((tables) => (options.counts.get(tables.system) ?? 0) > 0);
  if (touched.length === 0) return written;
  const [group] = await tx.query<{ id: string }>(
    `INSERT INTO batch_groups (kind, previous_exchange_rate, previous_subscription_pricing)
     VALUES ($1, $2, $3::jsonb) RETURNING id`,
    [
      options.kind,
      options.previous.exchangeRate ?? null,
      options.previous.subscriptionPricing ? JSON.stringify(options.previous.subscriptionPricing) : null,
    ],
  );
  for (const tables of touched) {
    const updated = await runBatch(
      tx,
      tables,
      { kind: options.kind, today: options.today },
      async ({ batchId }) => {
        await tx.query('UPDATE batches SET group_id = $2 WHERE id = $1', [batchId, group.id]);
        const count = await write(tables, batchId);
        return { created: 0, updated: count, result: count };
      },
    );
    written.set(tables.system, updated);
  }
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
