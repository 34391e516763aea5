import { Command } from '@nestjs/cqrs';
import type { ExchangeRate } from '@kahraba/billing-domain';

export interface ExchangeRateChange {
  usdToLbp: number;
  /** Metered customers whose bill changed. */
  customersUpdated: number;
}

/**
 * POST /api/exchange-rate (admin;
 * docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): the rate in whole pounds per
 * dollar; every metered customer's live month is billed again at it, in one transaction, as one undoable
 * change.
 */
export class UpdateExchangeRateCommand extends Command<ExchangeRateChange> {
  constructor(
    readonly usdToLbp: ExchangeRate,
    readonly actor: string,
  ) {
    super();
  }
}
