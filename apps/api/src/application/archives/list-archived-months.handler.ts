import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listArchivedMonths } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListArchivedMonthsQuery } from './list-archived-months.query';

@QueryHandler(ListArchivedMonthsQuery)
export class ListArchivedMonthsHandler implements IQueryHandler<ListArchivedMonthsQuery> {
  constructor(private readonly db: Database) {}

  execute(): Promise<string[]> {
    return listArchivedMonths(this.db);
  }
}
