import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AMPERE_TABLES,
  finishBatch,
  lockLiveTable,
  openBatch,
  resetAmperePayments,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { MarkAllAmpereUnpaidCommand } from './mark-all-ampere-unpaid.command';

@CommandHandler(MarkAllAmpereUnpaidCommand)
export class MarkAllAmpereUnpaidHandler implements ICommandHandler<MarkAllAmpereUnpaidCommand> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<{ updated: number }> {
    return this.db.transaction(async (tx) => {
      // No row may change while the batch resets and journals them.
      await lockLiveTable(tx, AMPERE_TABLES);
      const batchId = await openBatch(tx, AMPERE_TABLES, 'mark-all-unpaid');
      const updated = await resetAmperePayments(tx, batchId);
      await finishBatch(tx, AMPERE_TABLES, batchId, { created: 0, updated });
      return { updated };
    });
  }
}
