import { Query } from '@nestjs/cqrs';

/**
 * The two ampere prices (docs/business-rules.md#invoice-numbers-and-the-month-billed): global above 2
 * amperes, low at 2 or less.
 */
export class GetAmperePricingQuery extends Query<{
  globalPrice: number;
  lowPrice: number;
  /** Customers with a price of their own. */
  customPriceCount: number;
}> {}
