import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Month, Quantity, RecordNotFoundError } from '@kahraba/billing-domain';
import { findPayableRecord, listPayments } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { toPaymentReceipt } from '../payments/payment-receipt';
import { listRecordedReadings } from '../readings/reading-round.store';
import { SystemCatalog } from '../systems/system-catalog';
import {
  assembleCustomerHistory,
  type CustomerHistoryMonth,
  type RecordedReadingView,
} from './customer-history';
import { GetCustomerHistoryQuery } from './get-customer-history.query';
import {
  findClosedMonthRowsOf,
  findStatementRows,
  type StatementRow,
} from '../statements/statement-rows.store';
import { toStatement, toStatementView } from '../statements/stored-statement';

/**
 * A customer's history: the live statement as the invoice shows it, each closed month's statement
 * from the row its close kept (built as a closed month's reprint builds it), the ledger's payments
 * and the round's readings (docs/customer-history.md).
 */
@QueryHandler(GetCustomerHistoryQuery)
export class GetCustomerHistoryHandler implements IQueryHandler<GetCustomerHistoryQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system: systemId,
    id,
  }: GetCustomerHistoryQuery): Promise<{ months: CustomerHistoryMonth[] }> {
    const { system, tables } = await this.catalog.tables(systemId);
    const metered = system.isMetered();
    const [[live], record, closed, payments, readings] = await Promise.all([
      findStatementRows(this.db, tables, system.tariff, [id]),
      findPayableRecord(this.db, tables, id),
      findClosedMonthRowsOf(this.db, tables, system.tariff, id),
      listPayments(this.db, tables.system, id),
      metered ? listRecordedReadings(this.db, tables.system, id) : Promise.resolve([]),
    ]);
    if (!live) throw new RecordNotFoundError();
    const today = this.clock.today();
    const stated = (row: StatementRow, closedMonth: boolean) => ({
      month: row.month,
      ampere: row.ampere,
      statement: toStatementView(
        id,
        system,
        toStatement(row, system, today, closedMonth ? { billedMonth: Month.parse(row.month) } : {}),
      ),
    });
    const byMonth = new Map<string, RecordedReadingView[]>();
    for (const reading of readings) {
      const list = byMonth.get(reading.month) ?? [];
      list.push({
        kind: reading.kind,
        previous: Quantity.parse(reading.previousKwh).toNumber(),
        reading: Quantity.parse(reading.readingKwh).toNumber(),
        consumption: Quantity.parse(reading.consumption).toNumber(),
        unreadReason: reading.unreadReason,
        takenAt: reading.takenAt,
        recordedBy: reading.recordedBy,
      });
      byMonth.set(reading.month, list);
    }
    return {
      months: assembleCustomerHistory({
        live: stated(live, false),
        closed: closed.map((row) => stated(row, true)),
        payments: payments.map((payment) => toPaymentReceipt(payment, record, this.clock.timeZone)),
        readings: byMonth,
        metered,
      }),
    };
  }
}
