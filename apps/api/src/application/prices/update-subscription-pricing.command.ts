import { Command } from '@nestjs/cqrs';
import type { SubscriptionPricing } from '@kahraba/billing-domain';

export interface SubscriptionPricingChange {
  /** The stored map, amperage → LBP fee. */
  pricing: Record<string, number>;
  /** Metered customers whose bill changed. */
  customersUpdated: number;
}

/**
 * POST /api/subscription-pricing (admin;
 * docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): the whole map of LBP fees by
 * amperage (an amperage left out has no price any more); every metered customer's live month is billed again,
 * in one transaction, as one undoable change.
 */
export class UpdateSubscriptionPricingCommand extends Command<SubscriptionPricingChange> {
  constructor(
    readonly pricing: SubscriptionPricing,
    readonly actor: string,
  ) {
    super();
  }
}
