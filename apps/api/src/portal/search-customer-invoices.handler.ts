import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerNumber, matchesSearch } from '@kahraba/billing-domain';
import { findLiveAmpereByCustomerNumber } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { toPortalInvoice, type PortalInvoice } from './portal-invoice';
import { SearchCustomerInvoicesQuery } from './search-customer-invoices.query';

@QueryHandler(SearchCustomerInvoicesQuery)
export class SearchCustomerInvoicesHandler implements IQueryHandler<SearchCustomerInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ customerNumber, name }: SearchCustomerInvoicesQuery): Promise<PortalInvoice[]> {
    const number = CustomerNumber.parse(customerNumber);
    const record = await findLiveAmpereByCustomerNumber(this.db, number.value);
    // Every word typed must appear in the customer's name, spelling variants folded (domain search).
    if (!record || !matchesSearch(name, [record.name])) return [];
    return [toPortalInvoice(record, this.clock.now())];
  }
}
