import { Query } from '@nestjs/cqrs';
import type { PendingCustomerResponse } from '../../http/portal/pending-customer.response';

/** spec 001 §2.18: every registration request, pending and reviewed. */
export class ListPendingCustomersQuery extends Query<PendingCustomerResponse[]> {}
