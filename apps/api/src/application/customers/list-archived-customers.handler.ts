import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { searchTermsOf } from '@kahraba/billing-domain';
import { type CustomerListView, withTariffStore } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListArchivedCustomersQuery } from './list-archived-customers.query';

@QueryHandler(ListArchivedCustomersQuery)
export class ListArchivedCustomersHandler implements IQueryHandler<
  ListArchivedCustomersQuery<CustomerListView>
> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system: id,
    search,
  }: ListArchivedCustomersQuery<CustomerListView>): Promise<CustomerListView[]> {
    const { system, tables } = await this.catalog.tables(id);
    const terms = search ? searchTermsOf(search) : [];
    return withTariffStore(system.tariff, (store) => store.listArchivedViews(this.db, tables, terms));
  }
}
