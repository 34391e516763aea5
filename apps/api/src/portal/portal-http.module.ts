import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CustomerPortalController } from './customer-portal.controller';
import { PendingCustomersController } from './pending-customers.controller';
import { PortalSearchLimit, RegistrationLimit } from './public-request-limits.service';

/** The HTTP face of the public pages: controllers and their per-address limits. */
@Module({
  imports: [CqrsModule],
  controllers: [CustomerPortalController, PendingCustomersController],
  providers: [PortalSearchLimit, RegistrationLimit],
})
export class PortalHttpModule {}
