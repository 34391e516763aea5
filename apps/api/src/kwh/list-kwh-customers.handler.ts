import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { searchTermsOf } from '@kahraba/billing-domain';
import { listKwhCustomers, searchKwhCustomers, type KwhCustomerView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListKwhCustomersQuery } from './list-kwh-customers.query';

@QueryHandler(ListKwhCustomersQuery)
export class ListKwhCustomersHandler implements IQueryHandler<ListKwhCustomersQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, search }: ListKwhCustomersQuery): Promise<KwhCustomerView[]> {
    const { tables } = await this.catalog.meteredTables(system);
    const terms = search === undefined ? [] : searchTermsOf(search);
    return terms.length === 0
      ? listKwhCustomers(this.db, tables)
      : searchKwhCustomers(this.db, tables, terms);
  }
}
