import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { kwhLbpRecompute, lockLiveMonths, recomputeMeteredCustomers, writeAudit } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { MigrateKwhLbpCommand, type KwhLbpMigration } from './migrate-kwh-lbp.command';
import { meteredSystemTables, totalOf } from './metered-systems';

@CommandHandler(MigrateKwhLbpCommand)
export class MigrateKwhLbpHandler implements ICommandHandler<MigrateKwhLbpCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ actor }: MigrateKwhLbpCommand): Promise<KwhLbpMigration> {
    const systems = await meteredSystemTables(this.catalog);
    const today = this.clock.today();
    return this.db.transaction(async (tx) => {
      await lockLiveMonths(tx, systems, today);
      const written = await recomputeMeteredCustomers(tx, systems, {
        kind: 'migrate-lbp',
        previous: {},
        recompute: kwhLbpRecompute(),
      });
      const bySystem = Object.fromEntries(systems.map(({ system }) => [system, written.get(system) ?? 0]));
      const total = totalOf(written);
      await writeAudit(tx, { actor, action: 'migrate-lbp', count: total, details: { bySystem } });
      return {
        total,
        mahmoudUpdated: bySystem['mahmoud-kwh'] ?? 0,
        baydawiUpdated: bySystem['baydawi-kwh'] ?? 0,
        bySystem,
      };
    });
  }
}
