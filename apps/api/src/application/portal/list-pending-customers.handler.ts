import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listPendingCustomers } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListPendingCustomersQuery } from './list-pending-customers.query';
import { toPendingRegistration, type PendingRegistration } from './pending-registration';

@QueryHandler(ListPendingCustomersQuery)
export class ListPendingCustomersHandler implements IQueryHandler<ListPendingCustomersQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<PendingRegistration[]> {
    return (await listPendingCustomers(this.db)).map(toPendingRegistration);
  }
}
