import { Command } from '@nestjs/cqrs';

export interface KwhPriceChangeSummary {
  message: string;
  /** Customers whose price changed. */
  updated: number;
}

/**
 * PATCH /api/{system}-customers/update-all-prices: one price per kWh (USD, > 0, up to 4 decimals)
 * for every customer of the system, the totals computed again; one undoable batch.
 */
export class UpdateKwhPricesCommand extends Command<KwhPriceChangeSummary> {
  constructor(
    readonly system: string,
    readonly pricePerKwh: unknown,
  ) {
    super();
  }
}
