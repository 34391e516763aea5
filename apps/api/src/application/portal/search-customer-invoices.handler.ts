import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  customersNamedBy,
  firstPortalPaymentMonth,
  Month,
  portalPaymentsShownTo,
} from '@kahraba/billing-domain';
import { findPortalCustomers, listPortalPayments } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { GetStatementsQuery } from '../statements/get-statements.query';
import { toPortalInvoice, type PortalInvoice } from './portal-invoice';
import { SearchCustomerInvoicesQuery } from './search-customer-invoices.query';

@QueryHandler(SearchCustomerInvoicesQuery)
export class SearchCustomerInvoicesHandler implements IQueryHandler<SearchCustomerInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ reference, name }: SearchCustomerInvoicesQuery): Promise<PortalInvoice[]> {
    // Every billing system (docs/public-endpoints.md); the domain decides whose name was typed (a number and
    // a fragment such as 'محم' open no bill; a word shared with another system's customer of the same number
    // shows nothing of that customer).
    const shown = customersNamedBy(name, await findPortalCustomers(this.db, reference.customerNumber.value));
    const cards = await Promise.all(
      shown.map(async (customer) => {
        const [[statement], payments] = await Promise.all([
          // The card is the customer's statement of account, as every other surface shows it.
          this.queries.execute(new GetStatementsQuery(customer.system, [customer.id])),
          listPortalPayments(
            this.db,
            customer.system,
            customer.id,
            firstPortalPaymentMonth(Month.parse(customer.month)).toString(),
          ),
        ]);
        if (!statement) return null;
        const shown = portalPaymentsShownTo(reference, Month.parse(statement.month));
        return toPortalInvoice(customer, statement, payments, shown, this.clock.timeZone);
      }),
    );
    return cards.filter((card): card is PortalInvoice => card !== null);
  }
}
