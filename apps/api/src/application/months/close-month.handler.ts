import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  MonthAlreadyClosedError,
  planMonthClose,
  type Month,
  type TariffKind,
} from '@kahraba/billing-domain';
import {
  countLiveRows,
  lockLiveMonth,
  lockLiveTable,
  readLiveMonth,
  recordMonthClose,
  sealBatches,
  snapshotToMonthly,
  startNextAmpereMonth,
  startNextKwhMonthRows,
  type SqlExecutor,
  type SystemTables,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { MonthClosed } from '../events/month-closed.event';
import { UnitOfWork, type RecordedEvents } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { GetComplianceQuery } from '../tariffs/get-compliance.query';
import { CloseMonthCommand, type MonthCloseResult } from './close-month.command';

/** How a system's live records start the next month, by tariff (every metered group alike). */
const START_NEXT_MONTH: Partial<
  Record<TariffKind, (tx: SqlExecutor, tables: SystemTables, next: string, today: string) => Promise<number>>
> = {
  'flat-per-ampere': (tx, _tables, next, today) => startNextAmpereMonth(tx, next, today),
  'metered-per-kwh': (tx, tables, next) => startNextKwhMonthRows(tx, tables, next),
};

@CommandHandler(CloseMonthCommand)
export class CloseMonthHandler implements ICommandHandler<CloseMonthCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute(command: CloseMonthCommand): Promise<MonthCloseResult> {
    const result = await this.closeOrPlan(command);
    // docs/official-tariff.md#compliance: the close warns when the month's bills exceed the official tariff.
    const { system } = await this.catalog.tables(command.system);
    if (!system.isMetered()) return { ...result, billsAboveOfficialTariff: 0 };
    const compliance = await this.queries.execute(new GetComplianceQuery(result.month, system.id));
    return { ...result, billsAboveOfficialTariff: compliance.totals.billsExceeding };
  }

  private async closeOrPlan(
    command: CloseMonthCommand,
  ): Promise<Omit<MonthCloseResult, 'billsAboveOfficialTariff'>> {
    const { system, tables } = await this.catalog.tables(command.system);
    const startNextMonth = START_NEXT_MONTH[system.tariff];
    if (!startNextMonth) throw new Error(`No month close for the tariff ${system.tariff}`);
    const today = this.clock.today();
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
      return {
        totalCustomers: await countLiveRows(this.db, tables),
        month: plan.closingMonth.toString(),
        nextMonth: plan.nextMonth.toString(),
        dryRun: true,
      };
    }
    return this.unitOfWork
      .run((tx, events) => this.close(tx, events, command, tables, startNextMonth, intended, today))
      .catch((error: unknown) => {
        // The (system, month) key refuses a close that raced past the lock.
        if ((error as { code?: string }).code === '23505') throw new MonthAlreadyClosedError(intended);
        throw error;
      });
  }

  private async close(
    tx: SqlExecutor,
    events: RecordedEvents,
    command: CloseMonthCommand,
    tables: SystemTables,
    startNextMonth: NonNullable<(typeof START_NEXT_MONTH)[TariffKind]>,
    intended: Month,
    today: string,
  ): Promise<Omit<MonthCloseResult, 'billsAboveOfficialTariff'>> {
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
      await startNextMonth(tx, tables, plan.nextMonth.toString(), this.clock.today());
      await sealBatches(tx, tables);
      await recordMonthClose(tx, tables, plan.closingMonth, plan.nextMonth, totalCustomers, command.actor);
      // Live updates: one event for the whole close (bulk work), sent after commit.
      events.record(
        new MonthClosed(command.actor, tables.system, plan.closingMonth.toString(), totalCustomers),
      );
      return {
        totalCustomers,
        month: plan.closingMonth.toString(),
        nextMonth: plan.nextMonth.toString(),
        dryRun: false,
      };
    }
  }
}
