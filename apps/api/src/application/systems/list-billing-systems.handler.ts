import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BillingSystemView } from './billing-system.view';
import { ListBillingSystemsQuery } from './list-billing-systems.query';
import { SystemCatalog } from './system-catalog';

@QueryHandler(ListBillingSystemsQuery)
export class ListBillingSystemsHandler implements IQueryHandler<ListBillingSystemsQuery> {
  constructor(private readonly catalog: SystemCatalog) {}

  async execute(): Promise<BillingSystemView[]> {
    return (await this.catalog.all()).map(({ id, tariff, arabicName, displayOrder, updatesGroup }) => ({
      id,
      tariff,
      arabicName,
      displayOrder,
      updatesGroup,
    }));
  }
}
