import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApprovePendingCustomerHandler } from './approve-pending-customer.handler';
import { DeclinePendingCustomerHandler } from './decline-pending-customer.handler';
import { ListPendingCustomersHandler } from './list-pending-customers.handler';
import { RecordPortalMissHandler } from './record-portal-miss.handler';
import { RegisterPendingCustomerHandler } from './register-pending-customer.handler';
import { SearchCustomerInvoicesHandler } from './search-customer-invoices.handler';

/** Application layer of the public pages: invoice look-up, registration requests and their review. No HTTP here. */
@Module({
  imports: [CqrsModule],
  providers: [
    SearchCustomerInvoicesHandler,
    RegisterPendingCustomerHandler,
    ListPendingCustomersHandler,
    ApprovePendingCustomerHandler,
    DeclinePendingCustomerHandler,
    RecordPortalMissHandler,
  ],
})
export class PortalModule {}
