import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AMPERE_TABLES,
  journalUpdates,
  openBatch,
  recordBatchCounts,
  resetAmperePayments,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { MarkAllAmpereUnpaidCommand } from './mark-all-ampere-unpaid.command';

@CommandHandler(MarkAllAmpereUnpaidCommand)
export class MarkAllAmpereUnpaidHandler implements ICommandHandler<MarkAllAmpereUnpaidCommand> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<{ updated: number }> {
    return this.db.transaction(async (tx) => {
      const batchId = await openBatch(tx, AMPERE_TABLES, 'mark-all-unpaid');
      await journalUpdates(tx, AMPERE_TABLES, batchId, 'true', []);
      const updated = await resetAmperePayments(tx, batchId);
      await recordBatchCounts(tx, batchId, 0, updated);
      return { updated };
    });
  }
}
