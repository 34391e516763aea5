import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { invoiceMonthFor } from '@kahraba/billing-domain';
import { readLiveMonth } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetLiveMonthQuery, type LiveMonthView } from './get-live-month.query';

@QueryHandler(GetLiveMonthQuery)
export class GetLiveMonthHandler implements IQueryHandler<GetLiveMonthQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system }: GetLiveMonthQuery): Promise<LiveMonthView> {
    // Its own system's month: each system closes its months on its own.
    const { tables } = await this.catalog.tables(system);
    const today = this.clock.today();
    const month = await readLiveMonth(this.db, tables, today);
    const next = month.next();
    // The same function the statement names its month with, so the two never disagree.
    const invoice = invoiceMonthFor(today, month);
    return {
      system: tables.system,
      liveMonth: month.toString(),
      label: month.label(),
      nextMonth: next.toString(),
      nextLabel: next.label(),
      invoiceMonth: invoice.toString(),
      invoiceLabel: invoice.label(),
    };
  }
}
