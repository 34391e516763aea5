import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Month } from '@kahraba/billing-domain';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetStatementsOfAccountQuery, type CustomerStatement } from './get-statements-of-account.query';
import { findStatementRows } from './statement-rows.store';
import { toStatement } from './stored-statement';

/** One SQL for N customers of one system, each statement built by the domain (docs/business-rules.md#the-statement-of-account). */
@QueryHandler(GetStatementsOfAccountQuery)
export class GetStatementsOfAccountHandler implements IQueryHandler<GetStatementsOfAccountQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system: id,
    ids,
    printChoice,
    closedMonth,
  }: GetStatementsOfAccountQuery): Promise<CustomerStatement[]> {
    if (ids.length === 0) return [];
    const { system, tables } = await this.catalog.tables(id);
    const rows = await findStatementRows(this.db, tables, system.tariff, ids, closedMonth);
    const today = this.clock.today();
    // A closed month is billed as that month whatever today is (the 25th rule moved on since).
    const month = closedMonth ? { billedMonth: Month.parse(closedMonth) } : { printChoice };
    if (ids === 'all') {
      const chosen = closedMonth ? month : {};
      return rows.map((row) => ({ id: row.id, system, statement: toStatement(row, system, today, chosen) }));
    }
    const byId = new Map(
      rows.map((row) => [row.id, { id: row.id, system, statement: toStatement(row, system, today, month) }]),
    );
    return ids.flatMap((wanted) => byId.get(wanted) ?? []);
  }
}
