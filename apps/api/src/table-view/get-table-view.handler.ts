import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BoxRange, Money, Quantity, sortRecordsForDisplay } from '@kahraba/billing-domain';
import { listAmpereRecords, type AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readTableConfig } from '../settings/table-config';
import { GetTableViewQuery, type BoxGroupPanel, type TableView } from './get-table-view.query';

@QueryHandler(GetTableViewQuery)
export class GetTableViewHandler implements IQueryHandler<GetTableViewQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<TableView> {
    const [records, config] = await Promise.all([listAmpereRecords(this.db), readTableConfig(this.db)]);
    return {
      records: sortRecordsForDisplay(records),
      panels: [
        panel('mahmoud', config.mahmoudBoxes, records),
        panel('baydawi', config.baydawiBoxes, records),
      ],
    };
  }
}

/** Boxes 27 and 32 fall in both default groups (spec 000 §9): a record may count in both panels. */
function panel(
  key: BoxGroupPanel['key'],
  boxes: string,
  records: readonly AmpereRecordView[],
): BoxGroupPanel {
  const range = BoxRange.parse(boxes);
  const members = records.filter((record) => range.contains(record.box));
  return {
    key,
    boxes: range.toString(),
    customers: members.length,
    totalAmpere: members
      .reduce((sum, record) => sum.plus(Quantity.parse(record.ampere)), Quantity.zero)
      .toNumber(),
    totalAmount: Money.sum(members.map((record) => Money.parse(record.amount))).toNumber(),
  };
}
