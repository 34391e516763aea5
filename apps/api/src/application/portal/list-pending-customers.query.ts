import { Query } from '@nestjs/cqrs';
import type { PendingRegistration } from './pending-registration';

/** spec 001 §2.18: every registration request, pending and reviewed. */
export class ListPendingCustomersQuery extends Query<PendingRegistration[]> {}
