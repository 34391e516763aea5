import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  checkWholeChangeUndoable,
  chooseBatchToUndo,
  ConflictError,
  ForbiddenError,
} from '@kahraba/billing-domain';
import {
  findBatchGroup,
  findLatestOpenBatchGroup,
  lockLiveMonths,
  lockOpenBatches,
  restoreGroupPrevious,
  revertBatch,
  revertBatchPayments,
  type SqlExecutor,
  type StoredBatchGroup,
  type SystemTables,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { BatchUndone } from '../events/batch-undone.event';
import { UnitOfWork, type RecordedEvents } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { UndoLastBatchCommand, type UndoResult } from './undo-last-batch.command';

const UNDONE = 'تم التراجع بنجاح';

@CommandHandler(UndoLastBatchCommand)
export class UndoLastBatchHandler implements ICommandHandler<UndoLastBatchCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, actor, expectedBatchId, actorIsAdmin }: UndoLastBatchCommand): Promise<UndoResult> {
    const { tables } = await this.catalog.tables(system);
    return this.unitOfWork.run(async (tx, events) => {
      // The live month first, as an import, a restore and a month close take it: an import in
      // progress is waited for (and undone itself) instead of the batch before it being reverted.
      // A change recorded in several systems (docs/business-rules.md#undoing-the-last-change) goes back in
      // all of them: their months are taken together, in the order such a change takes them, so the two never
      // deadlock.
      const peeked = await findLatestOpenBatchGroup(tx, tables);
      await lockLiveMonths(tx, [tables, ...(await this.othersOf(peeked, tables))], this.clock.today());
      const batch = chooseBatchToUndo(await lockOpenBatches(tx, tables));
      if (expectedBatchId !== undefined && batch.id !== expectedBatchId) {
        throw new ConflictError('تغيّرت آخر عملية منذ عرضها، يرجى المراجعة من جديد', 'LAST_BATCH_CHANGED');
      }
      const group = await findBatchGroup(tx, batch.id);
      if (group) {
        // Every change recorded in several systems (rate, pricing, LBP repair) is an administrator's.
        if (!actorIsAdmin) throw new ForbiddenError('هذا الإجراء متاح للمدير فقط', 'ADMIN_ONLY');
        return this.undoWholeChange(tx, events, group, tables.system, actor);
      }
      const counts = await revertBatch(tx, tables, batch.id);
      // The payments it recorded are voided, those it voided revived; paid from the ledger.
      await revertBatchPayments(tx, tables, batch.id, actor);
      const count = counts.deletedCount + counts.revertedCount;
      events.record(
        new BatchUndone(
          {
            actor,
            system: tables.system,
            count,
            details: { batchId: batch.id, kind: batch.kind, ...counts },
          },
          [{ system: tables.system, batchId: batch.id, count }],
        ),
      );
      return { ...counts, message: UNDONE };
    });
  }

  /**
   * A rate or pricing change (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing)
   * takes back the stored rate or map and every system's rows, while it is the latest batch of every system
   * it touched; else refused, naming the system.
   */
  private async undoWholeChange(
    tx: SqlExecutor,
    events: RecordedEvents,
    group: StoredBatchGroup,
    system: string,
    actor: string,
  ): Promise<UndoResult> {
    const members = [];
    for (const member of group.members) {
      const found = await this.catalog.tables(member.system);
      // Taken after this system's own month: the group's months are held already (lockLiveMonths).
      const [latest] = await lockOpenBatches(tx, found.tables);
      members.push({
        ...member,
        tables: found.tables,
        systemName: found.system.arabicName,
        isLatest: latest?.id === member.batchId,
      });
    }
    checkWholeChangeUndoable(group.kind, members);
    // The stored rate or map first: rows edited since the change are billed at it.
    await restoreGroupPrevious(tx, group.id);
    const counts = { deletedCount: 0, revertedCount: 0 };
    const undone = [];
    for (const member of members) {
      const reverted = await revertBatch(tx, member.tables, member.batchId, { restoreDerived: true });
      await revertBatchPayments(tx, member.tables, member.batchId, actor);
      counts.deletedCount += reverted.deletedCount;
      counts.revertedCount += reverted.revertedCount;
      undone.push({
        system: member.system,
        batchId: member.batchId,
        count: reverted.deletedCount + reverted.revertedCount,
      });
    }
    events.record(
      new BatchUndone(
        {
          actor,
          system,
          count: counts.deletedCount + counts.revertedCount,
          details: {
            kind: group.kind,
            groupId: group.id,
            batches: Object.fromEntries(members.map((member) => [member.system, member.batchId])),
            ...counts,
          },
        },
        undone,
      ),
    );
    return { ...counts, message: UNDONE };
  }

  /** The other systems of the change a system's latest batch belongs to (none for a batch of one system). */
  private async othersOf(group: StoredBatchGroup | null, own: SystemTables): Promise<SystemTables[]> {
    if (!group) return [];
    const others = group.members.filter((member) => member.system !== own.system);
    return Promise.all(others.map(async (member) => (await this.catalog.tables(member.system)).tables));
  }
}
