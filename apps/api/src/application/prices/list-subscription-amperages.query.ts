import { Query } from '@nestjs/cqrs';

export interface SubscriptionAmperage {
  amperage: number;
  customerCount: number;
}

/**
 * GET /api/subscription-amperage-data
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): the whole amperages the
 * live customers of the metered systems have (above 0, ascending), with how many customers have each.
 */
export class ListSubscriptionAmperagesQuery extends Query<SubscriptionAmperage[]> {}
