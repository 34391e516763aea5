import { searchTermsOf } from '@kahraba/billing-domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listAmpereRecords, searchAmpereRecords, type AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { inDisplayOrder } from './ampere-display-order';
import { ListAmpereRecordsQuery } from './list-ampere-records.query';

@QueryHandler(ListAmpereRecordsQuery)
export class ListAmpereRecordsHandler implements IQueryHandler<ListAmpereRecordsQuery> {
  constructor(private readonly db: Database) {}

  async execute({ sort, search }: ListAmpereRecordsQuery): Promise<AmpereRecordView[]> {
    const terms = search === undefined ? [] : searchTermsOf(search);
    const records = terms.length
      ? await searchAmpereRecords(this.db, terms)
      : await listAmpereRecords(this.db);
    return sort === 'number' ? records : inDisplayOrder(records, sort);
  }
}
