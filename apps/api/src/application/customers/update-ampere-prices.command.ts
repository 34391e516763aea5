import { Command } from '@nestjs/cqrs';

export interface PriceChangeSummary {
  message: string;
  /** Customers re-priced. */
  updated: number;
  /** Customers who kept a price of their own. */
  keptCustom: number;
}

/**
 * The global price (more than 2 A) and the low price (2 A or less), applied to every
 * customer on the threshold price; customers with a price of their own too when `includeCustomPrices`.
 */
export class UpdateAmperePricesCommand extends Command<PriceChangeSummary> {
  constructor(
    readonly globalPrice: number | string,
    readonly lowPrice: number | string,
    readonly includeCustomPrices = false,
  ) {
    super();
  }
}
