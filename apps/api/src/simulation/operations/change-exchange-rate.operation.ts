import fc from 'fast-check';
import { ExchangeRate } from '@kahraba/billing-domain';
import { UpdateExchangeRateCommand } from '../../application/prices/update-exchange-rate.command';
import type { SimulatedBusiness } from '../simulated-business';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The owner sets the exchange rate
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): every metered customer's
 * live month is billed again at it, one change recorded in every metered group (an undo in any of them takes
 * it back whole).
 */
class ChangeExchangeRate extends SimulationStep {
  constructor(readonly usdToLbp: number) {
    super();
  }

  protected async perform(_model: unknown, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    const { batchOf } = await business.withBatchesOf(() =>
      business.send(new UpdateExchangeRateCommand(ExchangeRate.of(this.usdToLbp), admin.email), admin),
    );
    return { batchOf, audited: [audited('update-exchange-rate', admin)] };
  }

  toString(): string {
    return `ChangeExchangeRate(${this.usdToLbp})`;
  }
}

/** Rates around the market's, in hundreds of pounds. */
export const anyExchangeRateChange = fc
  .integer({ min: 850, max: 950 })
  .map((hundreds) => new ChangeExchangeRate(hundreds * 100));
