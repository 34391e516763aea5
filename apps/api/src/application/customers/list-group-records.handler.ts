import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { recordTableRangesOf, searchTermsOf, sortRecordsForDisplay } from '@kahraba/billing-domain';
import { listAmpereRecords, searchAmpereRecords, type AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readTableConfig } from '../settings/table-config.store';
import { ListGroupRecordsQuery } from './list-group-records.query';

@QueryHandler(ListGroupRecordsQuery)
export class ListGroupRecordsHandler implements IQueryHandler<ListGroupRecordsQuery> {
  constructor(private readonly db: Database) {}

  async execute({ group, search }: ListGroupRecordsQuery): Promise<AmpereRecordView[]> {
    const terms = searchTermsOf(search);
    const [records, config] = await Promise.all([
      terms.length ? searchAmpereRecords(this.db, terms) : listAmpereRecords(this.db),
      readTableConfig(this.db),
    ]);
    const range = recordTableRangesOf(config)[group];
    return sortRecordsForDisplay(records.filter((record) => range.contains(record.box)));
  }
}
