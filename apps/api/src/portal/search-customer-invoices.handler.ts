import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { firstPortalPaymentMonth, matchesCustomerName, Month } from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  findLiveAmpereByCustomerNumber,
  listPortalPayments,
  readExchangeRate,
} from '@kahraba/persistence';
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
    const record = await findLiveAmpereByCustomerNumber(this.db, customerNumber);
    // At least one whole word of the customer's name (domain rule): a number and a fragment such
    // as 'محم' or 'الخ' open no bill.
    if (!record || !matchesCustomerName(name, record.name)) return [];
    const [rate, payments] = await Promise.all([
      readExchangeRate(this.db),
      listPortalPayments(
        this.db,
        AMPERE_TABLES.system,
        record.id,
        firstPortalPaymentMonth(Month.parse(record.month)).toString(),
      ),
    ]);
    return [toPortalInvoice(record, this.clock.now(), rate, payments)];
  }
}
