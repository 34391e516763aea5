import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PaymentNotFoundError } from '@kahraba/billing-domain';
import { findPayableRecord, findPayment } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetPaymentQuery } from './get-payment.query';
import { toPaymentResponse } from './payment.mapper';
import type { PaymentResponse } from './payment.response';

@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ paymentId, withRecord }: GetPaymentQuery): Promise<PaymentResponse> {
    const payment = await findPayment(this.db, paymentId);
    if (!payment) throw new PaymentNotFoundError();
    const { tables } = await this.catalog.tables(payment.system);
    const record = await findPayableRecord(this.db, tables, payment.recordId);
    return toPaymentResponse(payment, record, withRecord);
  }
}
