import fc from 'fast-check';
import { changesOf } from '../../ampere/ampere-record-input';
import { EditCustomerCommand } from '../../customers/edit-customer.command';
import { followPaymentsOnFile } from '../payments-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import {
  customerAt,
  isMetered,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { SimulationStep } from '../simulation-step';

/**
 * The operator ticks "paid" for a customer (spec 000 §4, 001 §2): the ledger records a payment of
 * what is owed (issue 11), nothing when nothing is.
 */
export class MarkPaid extends SimulationStep {
  constructor(
    readonly system: SimulatedSystem,
    readonly pick: number,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return customerAt(model, this.system, this.pick) !== undefined;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<void> {
    const customer = customerAt(model, this.system, this.pick)!;
    const edit = isMetered(this.system) ? { kind: 'mark-paid' } : changesOf({ isPaid: true });
    await business.send(new EditCustomerCommand(this.system, customer.id, edit));
    await followPaymentsOnFile(model, business);
  }

  toString(): string {
    return `MarkPaid(${this.system} #${this.pick})`;
  }
}

export const anyPaidMark = fc
  .record({ system: fc.constantFrom(...SIMULATED_SYSTEMS), pick: fc.nat({ max: 99 }) })
  .map(({ system, pick }) => new MarkPaid(system, pick));
