import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { boxQueryOf, inBoxQueryOrder, searchTermsOf } from '@kahraba/billing-domain';
import { type CustomerListView, withTariffStore } from '@kahraba/persistence';
import { inDisplayOrder } from './ampere-display-order';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListCustomersQuery } from './list-customers.query';

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery<CustomerListView>> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system: id,
    sort,
    search,
  }: ListCustomersQuery<CustomerListView>): Promise<CustomerListView[]> {
    const { system, tables } = await this.catalog.tables(id);
    const box = search === undefined ? null : boxQueryOf(search);
    // 'علبة 7' is box 7: its customers are among those whose search text holds '7'.
    const terms = box?.named ? [box.box] : search === undefined ? [] : searchTermsOf(search);
    const views = await withTariffStore(system.tariff, (store) =>
      terms.length === 0 ? store.listViews(this.db, tables) : store.searchViews(this.db, tables, terms),
    );
    // Stored order is by number (ampere) or the permanent sort (kWh); the box toggle re-sorts.
    const ordered = sort === null || sort === 'number' ? views : inDisplayOrder(views, sort);
    // A box query answers with that number, then that box, first.
    return box ? inBoxQueryOrder(ordered, box, (view) => view) : ordered;
  }
}
