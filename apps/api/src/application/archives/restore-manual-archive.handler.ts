import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, countOf, NotFoundError, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';
import { countLiveRows, lockLiveMonth, lockLiveTable, restoreLastManualArchive } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { ManualArchiveRestored } from '../events/manual-archive-restored.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { MANUAL_ARCHIVE } from './archive-live-records.handler';
import { RestoreManualArchiveCommand } from './restore-manual-archive.command';

@CommandHandler(RestoreManualArchiveCommand)
export class RestoreManualArchiveHandler implements ICommandHandler<RestoreManualArchiveCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system,
    actor,
  }: RestoreManualArchiveCommand): Promise<{ message: string; restored: number }> {
    const { tables } = await this.catalog.tables(system);
    return this.unitOfWork.run(async (tx, events) => {
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
      events.record(new ManualArchiveRestored(actor, tables.system, restored));
      return { message: `تمت استعادة ${countOf(restored, RECORDS_AFTER_VERB)} من الأرشيف`, restored };
    });
  }
}
