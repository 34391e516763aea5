import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { searchTermsOf } from '@kahraba/billing-domain';
import { listArchivedKwhCustomers, type ArchivedKwhCustomerView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListArchivedKwhCustomersQuery } from './list-archived-kwh-customers.query';

@QueryHandler(ListArchivedKwhCustomersQuery)
export class ListArchivedKwhCustomersHandler implements IQueryHandler<ListArchivedKwhCustomersQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, search }: ListArchivedKwhCustomersQuery): Promise<ArchivedKwhCustomerView[]> {
    const { tables } = await this.catalog.meteredTables(system);
    return listArchivedKwhCustomers(this.db, tables, search === undefined ? [] : searchTermsOf(search));
  }
}
