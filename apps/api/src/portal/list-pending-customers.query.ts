import { Query } from '@nestjs/cqrs';
import type { PendingCustomerResponse } from './pending-customer.response';

/** Every registration request, pending and reviewed (docs/business-rules.md#registrations). */
export class ListPendingCustomersQuery extends Query<PendingCustomerResponse[]> {}
