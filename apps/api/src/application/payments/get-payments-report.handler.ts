import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  Money,
  paymentsReportRows,
  paymentsReportTotals,
  readPaymentsReportQuery,
  sortByBox,
  type PaymentsReport,
} from '@kahraba/billing-domain';
import { readBoxCollections, readPaymentsGroups } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetPaymentsReportQuery } from './get-payments-report.query';

@QueryHandler(GetPaymentsReportQuery)
export class GetPaymentsReportHandler implements IQueryHandler<GetPaymentsReportQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ question, collectorId }: GetPaymentsReportQuery): Promise<PaymentsReport> {
    const query = readPaymentsReportQuery(question, this.clock.today());
    // An unknown system is a 404 in Arabic, as on every system's path.
    if (query.system !== undefined) await this.catalog.find(query.system);
    const [groups, boxes] = await Promise.all([
      readPaymentsGroups(this.db, query.by, { ...query, receivedByUserId: collectorId }),
      collectorId === undefined ? readBoxCollections(this.db, query.system) : [],
    ]);
    const rows = paymentsReportRows(query.by, groups);
    return {
      query,
      rows,
      totals: paymentsReportTotals(rows),
      boxes: sortByBox(boxes).map((box) => ({
        system: box.system,
        systemName: box.systemName,
        box: box.box,
        billed: Money.parse(box.billed),
        collected: Money.parse(box.collected),
        outstanding: Money.parse(box.outstanding),
      })),
    };
  }
}
