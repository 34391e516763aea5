import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetStatementsQuery } from './get-statements.query';
import { findStatementRows } from './statement-rows.store';
import { toStatement, toStatementView } from './statement.mapper';
import type { StatementView } from './statement.view';

/** One SQL for N customers of one system, each statement built by the domain (issue 22 §1). */
@QueryHandler(GetStatementsQuery)
export class GetStatementsHandler implements IQueryHandler<GetStatementsQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system: id, ids, printChoice }: GetStatementsQuery): Promise<StatementView[]> {
    if (ids.length === 0) return [];
    const { system, tables } = await this.catalog.tables(id);
    const rows = await findStatementRows(this.db, tables, system.tariff, ids);
    const today = this.clock.today();
    if (ids === 'all') {
      return rows.map((row) => toStatementView(row.id, system, toStatement(row, system, today)));
    }
    const byId = new Map(
      rows.map((row) => [
        row.id,
        toStatementView(row.id, system, toStatement(row, system, today, { printChoice })),
      ]),
    );
    return ids.flatMap((wanted) => byId.get(wanted) ?? []);
  }
}
