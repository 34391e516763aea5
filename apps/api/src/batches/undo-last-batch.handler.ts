import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chooseBatchToUndo, ConflictError } from '@kahraba/billing-domain';
import {
  lockLiveMonth,
  lockOpenBatches,
  notifyCustomerChange,
  revertBatch,
  writeAudit,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { UndoLastBatchCommand, type UndoResult } from './undo-last-batch.command';

@CommandHandler(UndoLastBatchCommand)
export class UndoLastBatchHandler implements ICommandHandler<UndoLastBatchCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, actor, expectedBatchId }: UndoLastBatchCommand): Promise<UndoResult> {
    const { tables } = await this.catalog.tables(system);
    return this.db.transaction(async (tx) => {
      // The live month first, as an import, a restore and a month close take it: an import in
      // progress is waited for (and undone itself) instead of the batch before it being reverted.
      await lockLiveMonth(tx, tables, this.clock.now());
      const batch = chooseBatchToUndo(await lockOpenBatches(tx, tables));
      if (expectedBatchId !== undefined && batch.id !== expectedBatchId) {
        throw new ConflictError('تغيّرت آخر عملية منذ عرضها، يرجى المراجعة من جديد', 'LAST_BATCH_CHANGED');
      }
      const counts = await revertBatch(tx, tables, batch.id);
      await notifyCustomerChange(tx, tables.system, 'updated', {
        id: batch.id,
        name: 'undo',
        count: counts.deletedCount + counts.revertedCount,
      });
      await writeAudit(tx, {
        actor,
        action: 'undo-batch',
        system,
        details: { batchId: batch.id, kind: batch.kind, ...counts },
      });
      return { ...counts, message: 'تم التراجع بنجاح' };
    });
  }
}
