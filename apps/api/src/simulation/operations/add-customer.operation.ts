import fc from 'fast-check';
import { newCustomerFieldsOf } from '../../application/customers/ampere-record-input';
import { CreateCustomerCommand } from '../../application/customers/create-customer.command';
import { kwhInputOf } from '../../http/customers/kwh-customer-input';
import type { SimulatedBusiness } from '../simulated-business';
import {
  isMetered,
  meterStartingAt,
  nextNumber,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { SimulationStep } from '../simulation-step';

/** The operator adds a customer by hand, in any system. */
export class AddCustomer extends SimulationStep {
  constructor(
    readonly system: SimulatedSystem,
    readonly box: number | string,
    readonly ampere: number,
    /** Metered: the meter's reading when it is written down. */
    readonly firstReading: number,
    /** Who the customer is (billing demo's neighbours); by default «زبون N» without address or phone. */
    readonly person?: { name: string; address: string; phone: string | null },
  ) {
    super();
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<void> {
    const name = this.person?.name ?? `زبون ${nextNumber(model)}`;
    const box = String(this.box);
    const reachable = { address: this.person?.address, phone: this.person?.phone };
    const input = isMetered(this.system)
      ? kwhInputOf({
          name,
          box,
          ...reachable,
          ampere: this.ampere,
          previousKwh: this.firstReading,
          currentKwh: 0,
          pricePerKwh: 0.42,
        })
      : newCustomerFieldsOf({ name, box, ampere: this.ampere, ...reachable });
    const added = await business.send(
      new CreateCustomerCommand<{ id: string; customerNumber: number }>(this.system, input),
    );
    model.systems[this.system].customers.push({
      id: added.id,
      customerNumber: added.customerNumber,
      name,
      box,
      ...(isMetered(this.system) ? { meter: meterStartingAt(this.firstReading) } : {}),
    });
  }

  toString(): string {
    return `AddCustomer(${this.system}, box ${this.box}, ${this.ampere} A${isMetered(this.system) ? `, meter at ${this.firstReading}` : ''})`;
  }
}

export const anyNewCustomer = fc
  .record({
    system: fc.constantFrom(...SIMULATED_SYSTEMS),
    box: fc.integer({ min: 1, max: 6 }),
    ampere: fc.integer({ min: 1, max: 20 }),
    firstReading: fc.integer({ min: 0, max: 20_000 }),
  })
  .map(({ system, box, ampere, firstReading }) => new AddCustomer(system, box, ampere, firstReading));
