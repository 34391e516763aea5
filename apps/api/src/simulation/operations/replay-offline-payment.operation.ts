import fc from 'fast-check';
import { RecordPaymentCommand } from '../../application/payments/record-payment.command';
import type { SimulatedBusiness } from '../simulated-business';
import type { PaymentModel, SimulationModel } from '../simulation-model';
import { SimulationStep } from '../simulation-step';

/** The payments a phone could send again: those it gave a client id. */
function replayable(model: Readonly<SimulationModel>): PaymentModel[] {
  return model.payments.filter((payment) => payment.clientId !== null);
}

/**
 * A collector's phone lost the answer and sends an offline payment again with the same client id
 * (docs/business-rules.md#paid-unpaid-and-arrears): the ledger answers the payment it wrote and writes
 * nothing.
 */
class ReplayOfflinePayment extends SimulationStep {
  constructor(readonly pick: number) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return replayable(model).length > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<void> {
    const candidates = replayable(model);
    const payment = candidates[this.pick % candidates.length];
    const taker = business.staff.collector;
    const { paymentId, created } = await business.send(
      new RecordPaymentCommand(payment.system, payment.customerId, payment.body, taker.email, taker.id),
      taker,
    );
    if (created || paymentId !== payment.id)
      throw new Error(`the replayed payment ${payment.clientId} was written again as ${paymentId}`);
  }

  toString(): string {
    return `ReplayOfflinePayment(#${this.pick})`;
  }
}

export const anyOfflineReplay = fc.nat({ max: 99 }).map((pick) => new ReplayOfflinePayment(pick));
