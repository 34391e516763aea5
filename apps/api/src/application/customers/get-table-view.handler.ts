import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  BoxRange,
  compareBoxes,
  sortRecordsForDisplay,
  summariseBoxGroup,
  searchTermsOf,
} from '@kahraba/billing-domain';
import { listAmpereRecords, searchAmpereRecords, type AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readTableConfig } from '../settings/table-config.store';
import { GetTableViewQuery, type BoxGroupPanel, type TableView } from './get-table-view.query';

@QueryHandler(GetTableViewQuery)
export class GetTableViewHandler implements IQueryHandler<GetTableViewQuery> {
  constructor(private readonly db: Database) {}

  async execute({ search }: GetTableViewQuery): Promise<TableView> {
    const terms = searchTermsOf(search);
    const [all, found, config] = await Promise.all([
      listAmpereRecords(this.db),
      terms.length ? searchAmpereRecords(this.db, terms) : undefined,
      readTableConfig(this.db),
    ]);
    return {
      records: sortRecordsForDisplay(found ?? all),
      panels: [panel('mahmoud', config.mahmoudBoxes, all), panel('baydawi', config.baydawiBoxes, all)],
      boxOptions: [...new Set(all.map((record) => record.box ?? ''))].sort(compareBoxes),
      ampereOptions: [...new Set(all.map((record) => record.ampere))].sort((a, b) => a - b),
    };
  }
}

function panel(
  key: BoxGroupPanel['key'],
  boxes: string,
  records: readonly AmpereRecordView[],
): BoxGroupPanel {
  const group = BoxRange.parse(boxes);
  const summary = summariseBoxGroup(group, records);
  return {
    key,
    boxes: group.toString(),
    customers: summary.customers,
    totalAmpere: summary.totalAmpere.toNumber(),
    totalAmount: summary.totalAmount.toNumber(),
  };
}
