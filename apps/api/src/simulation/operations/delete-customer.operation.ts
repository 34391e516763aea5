import fc from 'fast-check';
import { DeleteCustomerCommand } from '../../application/customers/delete-customer.command';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulationModel } from '../simulation-model';
import { CustomerStep } from '../customer-step';
import { audited, type StepWrites } from '../simulation-step';

/**
 * The operator deletes a customer: it moves into its system's archive, restorable
 * (docs/business-rules.md#deleting-and-restoring-customers).
 */
class DeleteCustomer extends CustomerStep {
  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const live = model.systems[this.system];
    const customer = this.customerIn(model)!;
    const { archivedId } = await business.send(
      new DeleteCustomerCommand(this.system, customer.id, business.staff.operator.email),
    );
    live.customers = live.customers.filter((other) => other.id !== customer.id);
    live.archived.push({ archivedId, customer, deletedIn: live.liveMonth });
    return { audited: [audited('delete-record', business.staff.operator)] };
  }

  toString(): string {
    return `DeleteCustomer(${this.system} #${this.pick})`;
  }
}

export const anyDeletion = fc
  .record({ system: fc.constantFrom(...SIMULATED_SYSTEMS), pick: fc.nat({ max: 99 }) })
  .map(({ system, pick }) => new DeleteCustomer(system, pick));
