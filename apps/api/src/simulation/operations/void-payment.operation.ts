import fc from 'fast-check';
import { findPayment, isPaymentDayHandedOver } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { VoidPaymentCommand } from '../../application/payments/void-payment.command';
import type { SimulatedBusiness } from '../simulated-business';
import type { PaymentModel, SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/** The payments of a live month that still stand, of customers still live. */
export function voidable(model: Readonly<SimulationModel>): PaymentModel[] {
  return model.payments.filter(
    (payment) =>
      !payment.voided &&
      payment.month === model.systems[payment.system].liveMonth &&
      model.systems[payment.system].customers.some((customer) => customer.id === payment.customerId),
  );
}

/**
 * A payment recorded on the wrong customer is voided, with a reason
 * (docs/business-rules.md#paid-unpaid-and-arrears).
 */
export class VoidPayment extends SimulationStep {
  constructor(readonly pick: number) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return voidable(model).length > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const candidates = voidable(model);
    const payment = candidates[this.pick % candidates.length];
    // docs/handover.md: a counted day's payment is the administrator's to void.
    const db = business.app.get(Database);
    const stored = await findPayment(db, payment.id);
    const takerId = stored?.receivedByUserId;
    const handedOver = takerId ? await isPaymentDayHandedOver(db, takerId, stored!.receivedAt) : false;
    const voider = handedOver ? business.staff.admin : business.staff.operator;
    await business.send(
      new VoidPaymentCommand(payment.id, 'سُجّلت على العميل الخطأ', voider.email, voider),
      voider,
    );
    payment.voided = true;
    return { audited: [audited('void-payment', voider)] };
  }

  toString(): string {
    return `VoidPayment(#${this.pick})`;
  }
}

export const anyVoid = fc.nat({ max: 99 }).map((pick) => new VoidPayment(pick));
