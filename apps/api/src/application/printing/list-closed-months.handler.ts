import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listClosedMonths } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListClosedMonthsQuery } from './list-closed-months.query';

@QueryHandler(ListClosedMonthsQuery)
export class ListClosedMonthsHandler implements IQueryHandler<ListClosedMonthsQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ type }: ListClosedMonthsQuery): Promise<string[]> {
    const { tables } = await this.catalog.tables(type);
    return listClosedMonths(this.db, tables);
  }
}
