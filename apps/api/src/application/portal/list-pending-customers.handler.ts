import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listPendingCustomers } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListPendingCustomersQuery } from './list-pending-customers.query';
import { toPendingCustomerResponse } from '../../http/portal/pending-customer.mapper';
import type { PendingCustomerResponse } from '../../http/portal/pending-customer.response';

@QueryHandler(ListPendingCustomersQuery)
export class ListPendingCustomersHandler implements IQueryHandler<ListPendingCustomersQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<PendingCustomerResponse[]> {
    return (await listPendingCustomers(this.db)).map(toPendingCustomerResponse);
  }
}
