import { Query } from '@nestjs/cqrs';
import type { BillingSystemView } from './billing-system.view';

/** Every billing system, in display order. */
export class ListBillingSystemsQuery extends Query<BillingSystemView[]> {}
