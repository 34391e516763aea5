import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApprovePendingCustomerHandler } from './approve-pending-customer.handler';
import { DeclinePendingCustomerHandler } from './decline-pending-customer.handler';
import { ListPendingCustomersHandler } from './list-pending-customers.handler';
import { RecordPortalMissHandler } from './record-portal-miss.handler';
import { RegisterPendingCustomerHandler } from './register-pending-customer.handler';
import { SearchCustomerInvoicesHandler } from './search-customer-invoices.handler';

/** The portal context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    ApprovePendingCustomerHandler,
    DeclinePendingCustomerHandler,
    ListPendingCustomersHandler,
    RecordPortalMissHandler,
    RegisterPendingCustomerHandler,
    SearchCustomerInvoicesHandler,
  ],
})
export class PortalModule {}
