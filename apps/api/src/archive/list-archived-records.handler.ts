import { searchTermsOf } from '@kahraba/billing-domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listArchivedAmpereRecords, type ArchivedAmpereRecordView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListArchivedRecordsQuery } from './list-archived-records.query';

@QueryHandler(ListArchivedRecordsQuery)
export class ListArchivedRecordsHandler implements IQueryHandler<ListArchivedRecordsQuery> {
  constructor(private readonly db: Database) {}

  execute({ search }: ListArchivedRecordsQuery): Promise<ArchivedAmpereRecordView[]> {
    return listArchivedAmpereRecords(this.db, search ? searchTermsOf(search) : []);
  }
}
