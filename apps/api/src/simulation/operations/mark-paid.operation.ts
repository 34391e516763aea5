import fc from 'fast-check';
import { changesOf } from '../../application/customers/ampere-record-input';
import { EditCustomerCommand } from '../../application/customers/edit-customer.command';
import { centsOf, statementOf } from '../customer-statements';
import { followPaymentsOnFile } from '../payments-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import { isMetered, SIMULATED_SYSTEMS, type SimulationModel } from '../simulation-model';
import { CustomerStep } from '../customer-step';
import { audited, type StepWrites } from '../simulation-step';

/**
 * The operator ticks "paid" for a customer (docs/business-rules.md#paid-unpaid-and-arrears): the ledger
 * records one payment of what is owed, the arrears included, and nothing when nothing is. The model expects
 * exactly that much more paid this month (the money invariants then find the customer owing nothing).
 */
export class MarkPaid extends CustomerStep {
  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const customer = this.customerIn(model)!;
    const before = await statementOf(business, this.system, customer.id);
    const owed = Math.max(centsOf(before.totalDue), 0);
    const paidBefore = standingCents(model, customer.id);
    const edit = isMetered(this.system) ? { kind: 'mark-paid' as const } : changesOf({ isPaid: true });
    await business.send(new EditCustomerCommand(this.system, customer.id, edit));
    await followPaymentsOnFile(model, business);
    const paid = standingCents(model, customer.id) - paidBefore;
    if (paid !== owed)
      throw new Error(
        `marking ${this.system} customer ${customer.id} paid took ${paid / 100} into the ledger; they owed ${owed / 100}`,
      ); // One payment of what was owed; nothing owed, nothing entered.
    return { audited: paid > 0 ? [audited('record-payment', business.staff.operator)] : [] };
  }

  toString(): string {
    return `MarkPaid(${this.system} #${this.pick})`;
  }
}

/** What the ledger holds as paid by a customer and not voided, in cents. */
function standingCents(model: SimulationModel, customerId: string): number {
  return model.payments
    .filter((payment) => payment.customerId === customerId && !payment.voided)
    .reduce((sum, payment) => sum + payment.cents, 0);
}

export const anyPaidMark = fc
  .record({ system: fc.constantFrom(...SIMULATED_SYSTEMS), pick: fc.nat({ max: 99 }) })
  .map(({ system, pick }) => new MarkPaid(system, pick));
