import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Month, searchTermsOf, type BillingSystem } from '@kahraba/billing-domain';
import { listMonthlySnapshots, totalMonthlySnapshots, type MonthlySnapshotView } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { toStatement, toStatementView } from '../statements/stored-statement';
import { SystemCatalog } from '../systems/system-catalog';
import {
  ListMonthlyArchivesQuery,
  type MonthlyArchivePage,
  type MonthlySnapshotRecord,
} from './list-monthly-archives.query';

@QueryHandler(ListMonthlyArchivesQuery)
export class ListMonthlyArchivesHandler implements IQueryHandler<ListMonthlyArchivesQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly clock: Clock,
  ) {}

  async execute({ filter, page, pageSize }: ListMonthlyArchivesQuery): Promise<MonthlyArchivePage> {
    // An unknown system is 404 'نظام الفوترة غير معروف'; a month not written YYYY-MM is 400.
    const system = filter.system ? (await this.catalog.find(filter.system)).id : undefined;
    const month = filter.month ? Month.parse(filter.month).toString() : undefined;
    const query = { month, system, terms: searchTermsOf(filter.search ?? '') };
    const [months, snapshots] = await Promise.all([
      totalMonthlySnapshots(this.db, query),
      listMonthlySnapshots(this.db, query, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    const systems = new Map<string, BillingSystem>();
    for (const id of new Set(snapshots.map((snapshot) => snapshot.system))) {
      systems.set(id, await this.catalog.find(id));
    }
    const today = this.clock.today();
    const records = snapshots.map((snapshot) =>
      toSnapshotRecord(snapshot, systems.get(snapshot.system)!, today),
    );
    const totalRecords = months.reduce((sum, total) => sum + total.customers, 0);
    return {
      months,
      records,
      page,
      pageSize,
      totalRecords,
      pageCount: Math.max(1, Math.ceil(totalRecords / pageSize)),
    };
  }
}

/**
 * An archived month with its statement (docs/business-rules.md#the-statement-of-account): the month billed, the readings and consumption
 * of a metered month, the total and what was left, in dollars and pounds.
 */
function toSnapshotRecord(
  snapshot: MonthlySnapshotView,
  system: BillingSystem,
  today: string,
): MonthlySnapshotRecord {
  const statement = toStatementView(
    snapshot.id,
    system,
    toStatement(
      {
        id: snapshot.id,
        customerNumber: snapshot.customerNumber,
        name: snapshot.name,
        box: snapshot.box,
        address: snapshot.address,
        phone: null,
        month: snapshot.month,
        arrears: snapshot.exactArrears,
        amountPaid: snapshot.exactAmountPaid,
        // docs/closed-month-rate.md: the rate the month was stated at, whatever today's.
        rate: snapshot.rate,
        ampere: String(snapshot.ampere),
        pricePerAmpere: snapshot.pricePerAmpere,
        previousKwh: snapshot.previousKwh,
        currentKwh: snapshot.currentKwh,
        pricePerKwh: snapshot.pricePerKwh,
        pricePerKwhLbp: snapshot.pricePerKwhLbp,
        subscriptionFee: snapshot.subscriptionFee,
        subscriptionFeeLbp: snapshot.subscriptionFeeLbp,
        readingEstimated: snapshot.readingEstimated,
        previousEstimated: snapshot.previousEstimated,
        replacedFinalKwh: snapshot.replacedFinalKwh,
        replacedStartKwh: snapshot.replacedStartKwh,
        billed: snapshot.billed,
        reconnectionFee: snapshot.reconnectionFee,
        reconnectionFeeLbp: snapshot.reconnectionFeeLbp,
      },
      system,
      today,
      { billedMonth: Month.parse(snapshot.month) },
    ),
  );
  return {
    id: snapshot.id,
    system: snapshot.system,
    month: snapshot.month,
    customerNumber: snapshot.customerNumber,
    name: snapshot.name,
    box: snapshot.box,
    address: snapshot.address,
    ampere: snapshot.ampere,
    amount: statement.total,
    arrears: statement.previousBalance,
    amountPaid: statement.amountPaid,
    outstandingBalance: statement.totalDue,
    isPaid: snapshot.isPaid,
    archiveReason: snapshot.archiveReason,
    archivedAt: snapshot.archivedAt,
    statement,
  };
}
