import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  MonthAlreadyClosedError,
  planMonthClose,
  type BillingSystemId,
  type Month,
} from '@kahraba/billing-domain';
import {
  lockLiveMonth,
  lockLiveTable,
  readLiveMonth,
  recordMonthClose,
  sealBatches,
  snapshotToMonthly,
  startNextAmpereMonth,
  tablesOf,
  writeAudit,
  type SqlExecutor,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { CloseMonthCommand, type MonthCloseResult } from './close-month.command';

/** How each system's live records start the next month (kWh systems add theirs). */
const START_NEXT_MONTH: Partial<
  Record<BillingSystemId, (tx: SqlExecutor, next: string, today: string) => Promise<number>>
> = {
  ampere: startNextAmpereMonth,
};

@CommandHandler(CloseMonthCommand)
export class CloseMonthHandler implements ICommandHandler<CloseMonthCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute(command: CloseMonthCommand): Promise<MonthCloseResult> {
    const tables = tablesOf(command.system);
    const today = this.clock.now();
    // Fix the intended month before waiting for the lock: a second, concurrent run then finds it
    // already closed instead of closing the month after it.
    const intended = command.month ?? (await readLiveMonth(this.db, tables, today));
    if (command.dryRun) {
      const plan = planMonthClose({
        liveMonth: await readLiveMonth(this.db, tables, today),
        requestedMonth: intended,
        named: command.month !== undefined,
        today,
      });
      const [{ count }] = await this.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${tables.live}`,
      );
      return {
        totalCustomers: count,
        month: plan.closingMonth.toString(),
        nextMonth: plan.nextMonth.toString(),
        dryRun: true,
      };
    }
    return this.db
      .transaction((tx) => this.close(tx, command, intended, today))
      .catch((error: unknown) => {
        // The (system, month) key refuses a close that raced past the lock.
        if ((error as { code?: string }).code === '23505') throw new MonthAlreadyClosedError(intended);
        throw error;
      });
  }

  private async close(
    tx: SqlExecutor,
    command: CloseMonthCommand,
    intended: Month,
    today: Date,
  ): Promise<MonthCloseResult> {
    const tables = tablesOf(command.system);
    {
      const liveMonth = await lockLiveMonth(tx, tables, today);
      const plan = planMonthClose({
        liveMonth,
        requestedMonth: intended,
        named: command.month !== undefined,
        today,
      });
      // Then the table, as bulk changes take it: no edit lands between the snapshot and the reset.
      await lockLiveTable(tx, tables);
      const totalCustomers = await snapshotToMonthly(tx, tables, 'new_month');
      await START_NEXT_MONTH[command.system]!(tx, plan.nextMonth.toString(), this.clock.today());
      await sealBatches(tx, tables);
      await recordMonthClose(tx, tables, plan.closingMonth, plan.nextMonth, totalCustomers, command.actor);
      await writeAudit(tx, {
        actor: command.actor,
        action: 'close-month',
        system: command.system,
        details: { month: plan.closingMonth.toString(), totalCustomers },
      });
      return {
        totalCustomers,
        month: plan.closingMonth.toString(),
        nextMonth: plan.nextMonth.toString(),
        dryRun: false,
      };
    }
  }
}
