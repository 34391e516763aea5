import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { kwhLbpRecompute, lockLiveMonths, recomputeMeteredCustomers } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { KwhLbpMigrated } from '../events/kwh-lbp-migrated.event';
import { BatchWritten } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { meteredSystemTables, rowsBySystem, totalOf } from './metered-systems';
import { MigrateKwhLbpCommand, type KwhLbpMigration } from './migrate-kwh-lbp.command';

@CommandHandler(MigrateKwhLbpCommand)
export class MigrateKwhLbpHandler implements ICommandHandler<MigrateKwhLbpCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ actor }: MigrateKwhLbpCommand): Promise<KwhLbpMigration> {
    const systems = await meteredSystemTables(this.catalog);
    const today = this.clock.today();
    return this.unitOfWork.run(async (tx, events) => {
      await lockLiveMonths(tx, systems, today);
      const batches = await recomputeMeteredCustomers(tx, systems, {
        kind: 'migrate-lbp',
        previous: {},
        recompute: kwhLbpRecompute(),
      });
      events.record(new BatchWritten(...batches));
      const written = rowsBySystem(batches);
      const bySystem = Object.fromEntries(systems.map(({ system }) => [system, written.get(system) ?? 0]));
      const total = totalOf(written);
      events.record(new KwhLbpMigrated({ actor, count: total, details: { bySystem } }));
      return {
        total,
        mahmoudUpdated: bySystem['mahmoud-kwh'] ?? 0,
        baydawiUpdated: bySystem['baydawi-kwh'] ?? 0,
        bySystem,
      };
    });
  }
}
