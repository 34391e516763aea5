import fc from 'fast-check';
import { ApprovePendingCustomerCommand } from '../../application/portal/approve-pending-customer.command';
import { DeclinePendingCustomerCommand } from '../../application/portal/decline-pending-customer.command';
import { followCustomersOnFile } from '../customers-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulatedSystem, type SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The operator reviews a registration (docs/business-rules.md#registrations): approves it into a billing
 * system (a new customer there) or declines it.
 */
export class ReviewRegistration extends SimulationStep {
  constructor(
    readonly pick: number,
    /** The system it is approved into; null: declined. */
    readonly approveInto: SimulatedSystem | null,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return (model.pendingRegistrations?.length ?? 0) > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const pending = model.pendingRegistrations!;
    const id = pending[this.pick % pending.length];
    const reviewer = business.staff.operator.email;
    if (this.approveInto === null) await business.send(new DeclinePendingCustomerCommand(id, reviewer));
    else {
      await business.send(new ApprovePendingCustomerCommand(id, this.approveInto, reviewer));
      await followCustomersOnFile(model, business, this.approveInto, 'kept');
    }
    model.pendingRegistrations = pending.filter((other) => other !== id);
    return {
      audited: [
        audited(this.approveInto === null ? 'decline-registration' : 'approve-registration', reviewer),
      ],
    };
  }

  toString(): string {
    return `ReviewRegistration(#${this.pick}, ${this.approveInto === null ? 'declined' : `approved into ${this.approveInto}`})`;
  }
}

export const anyRegistrationReview = fc
  .record({
    pick: fc.nat({ max: 99 }),
    approveInto: fc.option(fc.constantFrom(...SIMULATED_SYSTEMS), { nil: null }),
  })
  .map(({ pick, approveInto }) => new ReviewRegistration(pick, approveInto));
