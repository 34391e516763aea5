import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customersNamedBy, ExchangeRate, firstPortalPaymentMonth, Month } from '@kahraba/billing-domain';
import { findPortalCustomers, listPortalPayments, readExchangeRate } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { toPortalInvoice, type PortalInvoice } from './portal-invoice.mapper';
import { SearchCustomerInvoicesQuery } from './search-customer-invoices.query';

@QueryHandler(SearchCustomerInvoicesQuery)
export class SearchCustomerInvoicesHandler implements IQueryHandler<SearchCustomerInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ customerNumber, name }: SearchCustomerInvoicesQuery): Promise<PortalInvoice[]> {
    // issue 22 §3: every billing system; the domain decides whose name was typed (a number and a
    // fragment such as 'محم' open no bill; a word shared with another system's customer of the same
    // number shows nothing of that customer).
    const shown = customersNamedBy(name, await findPortalCustomers(this.db, customerNumber));
    if (shown.length === 0) return [];
    const storedRate = await readExchangeRate(this.db);
    const today = this.clock.today();
    return Promise.all(
      shown.map(async (customer) => {
        const payments = await listPortalPayments(
          this.db,
          customer.system,
          customer.id,
          firstPortalPaymentMonth(Month.parse(customer.month)).toString(),
        );
        // A metered bill keeps the rate it was written at (as its single invoice prints it).
        const rate =
          customer.exchangeRateUsed === null ? storedRate : ExchangeRate.of(customer.exchangeRateUsed);
        return toPortalInvoice(customer, today, rate, payments);
      }),
    );
  }
}
