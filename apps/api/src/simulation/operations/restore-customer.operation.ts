import fc from 'fast-check';
import type { KwhCustomerView } from '@kahraba/persistence';
import { RestoreCustomerCommand } from '../../application/customers/restore-customer.command';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulatedSystem, type SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * A deleted customer comes back from the archive with a new number and id; its payments follow it
 * (docs/business-rules.md#deleting-and-restoring-customers).
 */
class RestoreCustomer extends SimulationStep {
  constructor(
    readonly system: SimulatedSystem,
    readonly pick: number,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return model.systems[this.system].archived.length > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const live = model.systems[this.system];
    const entry = live.archived[this.pick % live.archived.length];
    const restored = await business.send(
      new RestoreCustomerCommand<{ id: string; customerNumber: number } & Partial<KwhCustomerView>>(
        this.system,
        entry.archivedId,
        business.staff.operator.email,
      ),
    );
    live.archived = live.archived.filter((other) => other !== entry);
    for (const payment of model.payments)
      if (payment.customerId === entry.customer.id) payment.customerId = restored.id;
    const meter = entry.customer.meter;
    live.customers.push({
      ...entry.customer,
      id: restored.id,
      customerNumber: restored.customerNumber,
      // Deleted in an earlier month: what the meter counted then is not known to the model any more.
      ...(meter && entry.deletedIn !== live.liveMonth ? { meter: { ...meter, tracked: false } } : {}),
    });
    return { audited: [audited('restore-record', business.staff.operator)] };
  }

  toString(): string {
    return `RestoreCustomer(${this.system} #${this.pick})`;
  }
}

export const anyRestore = fc
  .record({ system: fc.constantFrom(...SIMULATED_SYSTEMS), pick: fc.nat({ max: 99 }) })
  .map(({ system, pick }) => new RestoreCustomer(system, pick));
