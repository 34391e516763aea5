import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../database/sql-database.provider';
import { GetTableConfigQuery } from './get-table-config.query';
import { readTableConfig, type TableConfig } from './table-config.store';

@QueryHandler(GetTableConfigQuery)
export class GetTableConfigHandler implements IQueryHandler<GetTableConfigQuery> {
  constructor(private readonly db: Database) {}

  execute(): Promise<TableConfig> {
    return readTableConfig(this.db);
  }
}
