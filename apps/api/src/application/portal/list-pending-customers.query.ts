import { Query } from '@nestjs/cqrs';
import type { PendingRegistration } from './pending-registration';

/** Every registration request, pending and reviewed (docs/business-rules.md#registrations). */
export class ListPendingCustomersQuery extends Query<PendingRegistration[]> {}
