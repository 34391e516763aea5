import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sortRecordsForDisplay } from '@kahraba/billing-domain';
import { listKwhRows, lockLiveMonth, runBatch, writeKwhRows } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { SortKwhPermanentlyCommand, type KwhSortSummary } from './sort-kwh-permanently.command';

const SORTED = 'تم ترتيب الأسماء بشكل دائم';

@CommandHandler(SortKwhPermanentlyCommand)
export class SortKwhPermanentlyHandler implements ICommandHandler<SortKwhPermanentlyCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system }: SortKwhPermanentlyCommand): Promise<KwhSortSummary> {
    const { tables } = await this.catalog.meteredTables(system);
    return this.unitOfWork.run(async (tx, events) => {
      await lockLiveMonth(tx, tables, this.clock.today());
      const rows = (await listKwhRows(tx, tables)).sort((a, b) => a.customerNumber - b.customerNumber);
      const storedRank = new Map(rows.map((row) => [row.id, row.displayRank]));
      // The domain's record order (docs/business-rules.md#display-order-and-boxes); customers alike in box
      // and name keep number order.
      const moved = sortRecordsForDisplay(rows)
        .map((row, index) => ({ ...row, displayRank: index + 1 }))
        .filter((row) => storedRank.get(row.id) !== row.displayRank);
      if (moved.length === 0) return { message: SORTED, updated: 0 };
      return runBatch(
        tx,
        tables,
        { kind: 'sort-permanently', today: this.clock.today() },
        async ({ batchId }) => {
          const updated = await writeKwhRows(tx, tables, moved, batchId);
          return { created: 0, updated, result: { message: SORTED, updated } };
        },
      ).then((done) => recordBatch(events, done));
    });
  }
}
