import fc from 'fast-check';
import { anyTakenOnCountedDay } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { MarkAllAmpereUnpaidCommand } from '../../application/customers/mark-all-ampere-unpaid.command';
import type { SimulatedBusiness } from '../simulated-business';
import type { SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The operator marks every ampere customer unpaid (docs/business-rules.md#paid-unpaid-and-arrears): every
 * standing payment of the live month of a live customer is voided, in one undoable batch whose undo revives
 * them; a customer in an archive keeps theirs. The model voids them itself; the money invariants then hold
 * the ledger, the rows and the statements to it.
 */
export class MarkAllUnpaid extends SimulationStep {
  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const { liveMonth, customers } = model.systems.ampere;
    const live = new Set(customers.map((customer) => customer.id));
    const voided = model.payments.filter(
      (payment) =>
        !payment.voided &&
        payment.system === 'ampere' &&
        payment.month === liveMonth &&
        live.has(payment.customerId),
    );
    // docs/handover.md: a counted day's payments are the administrator's to void.
    const handedOver = await anyTakenOnCountedDay(
      business.app.get(Database),
      voided.map((payment) => payment.id),
    );
    const who = handedOver ? business.staff.admin : business.staff.operator;
    const { batchOf } = await business.withBatchesOf(() =>
      business.send(new MarkAllAmpereUnpaidCommand(), who),
    );
    for (const payment of voided) payment.voided = true;
    return { batchOf, audited: [audited('mark-all-unpaid', who)] };
  }

  toString(): string {
    return 'MarkAllUnpaid(ampere)';
  }
}

export const anyMarkAllUnpaid = fc.constant(null).map(() => new MarkAllUnpaid());
