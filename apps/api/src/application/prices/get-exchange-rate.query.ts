import { Query } from '@nestjs/cqrs';

/**
 * A number, default 89500 LBP per dollar
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing).
 */
export class GetExchangeRateQuery extends Query<number> {}
