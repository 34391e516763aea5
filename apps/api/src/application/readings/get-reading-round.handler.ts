import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Quantity } from '@kahraba/billing-domain';
import { readLiveMonth } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetReadingRoundQuery, type ReadingRound, type RoundCustomer } from './get-reading-round.query';
import { boxProgress, listRoundCustomers, type RoundCustomerRow } from './reading-round.store';
import { inWalkingOrder } from './walking-order';

@QueryHandler(GetReadingRoundQuery)
export class GetReadingRoundHandler implements IQueryHandler<GetReadingRoundQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, boxes }: GetReadingRoundQuery): Promise<ReadingRound> {
    const { tables } = await this.catalog.meteredTables(system);
    const [month, progress, customers] = await Promise.all([
      readLiveMonth(this.db, tables, this.clock.today()),
      boxProgress(this.db, tables),
      boxes === null ? Promise.resolve([]) : listRoundCustomers(this.db, tables, boxes),
    ]);
    return {
      month: month.toString(),
      boxes: inWalkingOrder(progress).map((box) => ({
        ...box,
        left: box.total - box.read - box.estimated - box.unread,
      })),
      customers: inWalkingOrder(customers).map(toRoundCustomer),
    };
  }
}

function toRoundCustomer(row: RoundCustomerRow): RoundCustomer {
  const current = Quantity.parse(row.currentKwh);
  const read = !current.isZero();
  const number = (value: string) => Quantity.parse(value).toNumber();
  // docs/readings-in-a-month.md: a new reading counts from the month's start, whatever is on file.
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    name: row.name,
    box: row.box,
    address: row.address,
    previousReading: number(row.previousKwh),
    followsEstimate: row.previousEstimated,
    reading: read ? current.toNumber() : null,
    status: read
      ? row.readingEstimated
        ? 'estimated'
        : 'read'
      : row.unreadReason !== null
        ? 'unread'
        : 'left',
    unreadReason: row.unreadReason,
    meterReplaced: row.replacedFinalKwh !== null,
    replacedMeter:
      row.replacedFinalKwh === null || row.replacedStartKwh === null
        ? null
        : { finalReading: number(row.replacedFinalKwh), newStartReading: number(row.replacedStartKwh) },
    lastMonths: row.lastMonths.map(number),
  };
}
