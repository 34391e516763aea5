import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterPendingCustomerHandler } from './register-pending-customer.handler';
import { SearchCustomerInvoicesHandler } from './search-customer-invoices.handler';

/** Application layer of the public pages: invoice look-up and registration requests. No HTTP here. */
@Module({
  imports: [CqrsModule],
  providers: [SearchCustomerInvoicesHandler, RegisterPendingCustomerHandler],
})
export class PortalModule {}
