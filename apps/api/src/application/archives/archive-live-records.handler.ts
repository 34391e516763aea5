import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countOf, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';
import {
  countLiveRows,
  emptyLiveRows,
  lockLiveMonth,
  lockLiveTable,
  sealBatches,
  snapshotToMonthly,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { LiveTableArchived } from '../events/live-table-archived.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { ArchiveLiveRecordsCommand } from './archive-live-records.command';

export const MANUAL_ARCHIVE = 'manual_archive';

@CommandHandler(ArchiveLiveRecordsCommand)
export class ArchiveLiveRecordsHandler implements ICommandHandler<ArchiveLiveRecordsCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system,
    actor,
    dryRun,
  }: ArchiveLiveRecordsCommand): Promise<{ message: string; archived: number }> {
    const { tables } = await this.catalog.tables(system);
    if (dryRun) {
      const archived = await countLiveRows(this.db, tables);
      return { message: `ستتم أرشفة ${countOf(archived, RECORDS_AFTER_VERB)}`, archived };
    }
    return this.unitOfWork.run(async (tx, events) => {
      // The live month first, as every bulk writer takes it, then the system's rows.
      await lockLiveMonth(tx, tables, this.clock.today());
      await lockLiveTable(tx, tables);
      const archived = await snapshotToMonthly(tx, tables, MANUAL_ARCHIVE);
      await emptyLiveRows(tx, tables);
      // Undo must not bring back rows that now live only in the archive.
      await sealBatches(tx, tables);
      events.record(new LiveTableArchived(actor, tables.system, MANUAL_ARCHIVE, archived));
      return { message: `تمت أرشفة ${countOf(archived, RECORDS_AFTER_VERB)}`, archived };
    });
  }
}
