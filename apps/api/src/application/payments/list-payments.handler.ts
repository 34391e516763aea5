import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import { findPayableRecord, listPayments } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListPaymentsQuery } from './list-payments.query';
import { toPaymentResponse } from '../../http/payments/payment.mapper';
import type { PaymentResponse } from '../../http/payments/payment.response';

@QueryHandler(ListPaymentsQuery)
export class ListPaymentsHandler implements IQueryHandler<ListPaymentsQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly clock: Clock,
  ) {}

  async execute({ system, recordId }: ListPaymentsQuery): Promise<PaymentResponse[]> {
    const { tables } = await this.catalog.tables(system);
    const record = await findPayableRecord(this.db, tables, recordId);
    if (!record) throw new RecordNotFoundError();
    const payments = await listPayments(this.db, tables.system, recordId);
    return payments.map((payment) => toPaymentResponse(payment, record, this.clock.timeZone));
  }
}
