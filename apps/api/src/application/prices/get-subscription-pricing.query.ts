import { Query } from '@nestjs/cqrs';

/** spec 000 §7.5: amperage → subscription fee in LBP. */
export class GetSubscriptionPricingQuery extends Query<Record<string, number>> {}
