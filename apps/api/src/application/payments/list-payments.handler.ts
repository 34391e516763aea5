import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import { findPayableRecord, listPayments } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListPaymentsQuery } from './list-payments.query';
import { toPaymentReceipt, type PaymentReceipt } from './payment-receipt';

@QueryHandler(ListPaymentsQuery)
export class ListPaymentsHandler implements IQueryHandler<ListPaymentsQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly clock: Clock,
  ) {}

  async execute({ system, recordId }: ListPaymentsQuery): Promise<PaymentReceipt[]> {
    const { tables } = await this.catalog.tables(system);
    const record = await findPayableRecord(this.db, tables, recordId);
    if (!record) throw new RecordNotFoundError();
    const payments = await listPayments(this.db, tables.system, recordId);
    return payments.map((payment) => toPaymentReceipt(payment, record, this.clock.timeZone));
  }
}
