import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CustomerPortalController } from './customer-portal.controller';
import { PendingCustomersController } from './pending-customers.controller';
import { PortalDeviceCookie } from './portal-device-cookie.service';
import { PortalSearchLimit, RegistrationLimit } from './public-request-limits.service';

/** The HTTP face of the public pages: controllers, their per-address limits and the portal's device cookie. */
@Module({
  imports: [CqrsModule],
  controllers: [CustomerPortalController, PendingCustomersController],
  providers: [PortalSearchLimit, RegistrationLimit, PortalDeviceCookie],
})
export class PortalHttpModule {}
