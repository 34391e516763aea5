import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chooseBatchToUndo } from '@kahraba/billing-domain';
import { lockOpenBatches, revertBatch, tablesOf, writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { UndoLastBatchCommand, type UndoResult } from './undo-last-batch.command';

@CommandHandler(UndoLastBatchCommand)
export class UndoLastBatchHandler implements ICommandHandler<UndoLastBatchCommand> {
  constructor(private readonly db: Database) {}

  async execute({ system, actor }: UndoLastBatchCommand): Promise<UndoResult> {
    const tables = tablesOf(system);
    return this.db.transaction(async (tx) => {
      const batch = chooseBatchToUndo(await lockOpenBatches(tx, tables));
      const counts = await revertBatch(tx, tables, batch.id);
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
