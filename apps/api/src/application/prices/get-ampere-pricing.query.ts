import { Query } from '@nestjs/cqrs';

/** The two ampere prices (spec 000 §9): global above 2 amperes, low at 2 or less. */
export class GetAmperePricingQuery extends Query<{
  globalPrice: number;
  lowPrice: number;
  /** Customers with a price of their own (issue 6). */
  customPriceCount: number;
}> {}
