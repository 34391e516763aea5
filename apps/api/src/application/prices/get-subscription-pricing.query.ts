import { Query } from '@nestjs/cqrs';

/**
 * Amperage → subscription fee in LBP
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing).
 */
export class GetSubscriptionPricingQuery extends Query<Record<string, number>> {}
