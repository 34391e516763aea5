import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, countOf, NotFoundError, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';
import {
  countLiveRows,
  lockLiveMonth,
  lockLiveTable,
  notifyCustomerChange,
  restoreLastManualArchive,
  writeAudit,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { MANUAL_ARCHIVE } from './archive-live-records.handler';
import { RestoreManualArchiveCommand } from './restore-manual-archive.command';

@CommandHandler(RestoreManualArchiveCommand)
export class RestoreManualArchiveHandler implements ICommandHandler<RestoreManualArchiveCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system,
    actor,
  }: RestoreManualArchiveCommand): Promise<{ message: string; restored: number }> {
    const { tables } = await this.catalog.tables(system);
    return this.db.transaction(async (tx) => {
      await lockLiveMonth(tx, tables, this.clock.today());
      await lockLiveTable(tx, tables);
      // Same ids and numbers as before: only into an empty table, so nothing live is mixed or overwritten.
      if ((await countLiveRows(tx, tables)) > 0)
        throw new ConflictError(
          'لا يمكن استعادة الأرشيف لأن الجدول يحتوي على سجلات حالية؛ يجب أن يكون الجدول فارغاً',
          'LIVE_TABLE_NOT_EMPTY',
        );
      const restored = await restoreLastManualArchive(tx, tables, MANUAL_ARCHIVE);
      if (restored === null) throw new NotFoundError('لا يوجد أرشيف يدوي لاستعادته', 'NO_MANUAL_ARCHIVE');
      await writeAudit(tx, {
        actor,
        action: 'restore-manual-archive',
        system: tables.system,
        count: restored,
        details: { restored },
      });
      await notifyCustomerChange(tx, tables.system, 'created', {
        id: tables.system,
        name: 'restore-manual-archive',
        count: restored,
      });
      return { message: `تمت استعادة ${countOf(restored, RECORDS_AFTER_VERB)} من الأرشيف`, restored };
    });
  }
}
