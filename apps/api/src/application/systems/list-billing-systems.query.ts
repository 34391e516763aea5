import { Query } from '@nestjs/cqrs';
import type { BillingSystemResponse } from '../../http/systems/billing-system.response';

/** Every billing system, in display order. */
export class ListBillingSystemsQuery extends Query<BillingSystemResponse[]> {}
