import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { scopeOf } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetKwhSummaryQuery } from './get-kwh-summary.query';
import type { KwhSummary } from './kwh-summary';

@QueryHandler(GetKwhSummaryQuery)
export class GetKwhSummaryHandler implements IQueryHandler<GetKwhSummaryQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  /** One aggregate over the group's live rows; the outstanding total is summed exactly in numeric
   * (a credit, a negative balance, is not owed) and only then given as a 2-decimal JSON number. */
  async execute({ system }: GetKwhSummaryQuery): Promise<KwhSummary> {
    const { tables } = await this.catalog.meteredTables(system);
    const [row] = await this.db.query<KwhSummary>(
      `SELECT count(*)::int AS "totalCustomers",
              (count(*) FILTER (WHERE r.is_paid))::int AS "paidCount",
              (count(*) FILTER (WHERE NOT r.is_paid))::int AS "unpaidCount",
              round(COALESCE(sum(r.outstanding_balance) FILTER (WHERE r.outstanding_balance > 0), 0), 2)::float8
                AS "totalOutstanding"
         FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')}`,
    );
    return row;
  }
}
