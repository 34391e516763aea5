import { Command } from '@nestjs/cqrs';
import type { NumberText } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface KwhPriceChangeSummary {
  message: string;
  /** Customers whose price changed. */
  updated: number;
  /** The dollar price per kWh applied (the pound price converted at the stored rate). */
  pricePerKwh: number;
}

/**
 * PATCH /api/{system}-customers/update-all-prices: one price per kWh, in dollars (> 0, up to 4
 * decimals) or in pounds (converted at the stored rate;
 * docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing), for every customer of the
 * system or the chosen ones (`ids`), the totals computed again; one undoable batch. A change of every
 * customer is also the group's price, which new customers start from (docs/metered-group-price.md).
 */
export class UpdateKwhPricesCommand extends Command<KwhPriceChangeSummary> {
  constructor(
    readonly system: BillingSystemRef,
    readonly price: {
      readonly pricePerKwh?: NumberText | null;
      readonly pricePerKwhLbp?: NumberText | null;
    },
    readonly actor: string,
    readonly ids?: readonly string[],
  ) {
    super();
  }
}
