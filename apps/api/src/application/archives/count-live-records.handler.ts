import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { countLiveRows } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { archiveEndpointOf } from './archive-endpoint';
import { CountLiveRecordsQuery, type LiveRecordCounts } from './count-live-records.query';

@QueryHandler(CountLiveRecordsQuery)
export class CountLiveRecordsHandler implements IQueryHandler<CountLiveRecordsQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(): Promise<LiveRecordCounts> {
    const counts: LiveRecordCounts = {};
    for (const system of await this.catalog.all()) {
      const { tables } = await this.catalog.tables(system.id);
      counts[archiveEndpointOf(system.id)] = await countLiveRows(this.db, tables);
    }
    return counts;
  }
}
