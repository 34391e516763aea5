import fc from 'fast-check';
import { UpdateAmperePricesCommand } from '../../application/customers/update-ampere-prices.command';
import { UpdateKwhPricesCommand } from '../../application/prices/update-kwh-prices.command';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulatedSystem } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The owner changes a system's prices, one undoable batch (docs/business-rules.md#undoing-the-last-change):
 * the ampere prices (above and at most 2 A), or a metered group's price per kWh for all its customers.
 */
export class ChangePrices extends SimulationStep {
  constructor(
    readonly system: SimulatedSystem,
    /** Ampere: the price per ampere above 2 A (the low price is $10 more); metered: cents per kWh. */
    readonly price: number,
  ) {
    super();
  }

  protected async perform(_model: unknown, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    const { batchOf } = await business.withBatchesOf(async () => {
      if (this.system === 'ampere')
        await business.send(new UpdateAmperePricesCommand(this.price, this.price + 10), admin);
      else
        await business.send(
          new UpdateKwhPricesCommand(this.system, { pricePerKwh: this.price / 100 }, admin.email),
          admin,
        );
    });
    // A change that changes nothing leaves no batch, and no entry.
    return { batchOf, audited: batchOf.length > 0 ? [audited('update-prices', admin)] : [] };
  }

  toString(): string {
    return this.system === 'ampere'
      ? `ChangePrices(ampere, $${this.price} per A, $${this.price + 10} at 2 A or less)`
      : `ChangePrices(${this.system}, $${this.price / 100} per kWh)`;
  }
}

export const anyPriceChange = fc
  .record({ system: fc.constantFrom(...SIMULATED_SYSTEMS), price: fc.integer({ min: 8, max: 60 }) })
  .map(({ system, price }) => new ChangePrices(system, price));
