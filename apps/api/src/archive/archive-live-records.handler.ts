import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockLiveTable, sealBatches, snapshotToMonthly, tablesOf, writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ArchiveLiveRecordsCommand } from './archive-live-records.command';

export const MANUAL_ARCHIVE = 'manual_archive';

@CommandHandler(ArchiveLiveRecordsCommand)
export class ArchiveLiveRecordsHandler implements ICommandHandler<ArchiveLiveRecordsCommand> {
  constructor(private readonly db: Database) {}

  async execute({
    system,
    actor,
  }: ArchiveLiveRecordsCommand): Promise<{ message: string; archived: number }> {
    const tables = tablesOf(system);
    return this.db.transaction(async (tx) => {
      await lockLiveTable(tx, tables);
      const archived = await snapshotToMonthly(tx, tables, MANUAL_ARCHIVE);
      await tx.query(`DELETE FROM ${tables.live}`);
      // Undo must not bring back rows that now live only in the archive.
      await sealBatches(tx, tables);
      await writeAudit(tx, { actor, action: 'archive-live-records', system, details: { archived } });
      return { message: `تمت أرشفة ${archived} سجل`, archived };
    });
  }
}
