import fc from 'fast-check';
import { GetPaymentQuery } from '../../application/payments/get-payment.query';
import { RecordPaymentCommand } from '../../application/payments/record-payment.command';
import { centsOf, statementOf } from '../customer-statements';
import type { SimulatedBusiness } from '../simulated-business';
import {
  nextNumber,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { CustomerStep } from '../customer-step';
import { audited, type StepWrites } from '../simulation-step';

/** How much of the amount due the customer hands over. */
export type PaymentShare = 'part' | 'all' | 'more';

/**
 * A customer pays (docs/business-rules.md#paid-unpaid-and-arrears), in dollars or in pounds: part of the
 * amount due, all of it, or more (a credit). The collector's phone sends its own client id, so a retry can be
 * replayed.
 */
export class RecordPayment extends CustomerStep {
  constructor(
    system: SimulatedSystem,
    pick: number,
    readonly currency: 'USD' | 'LBP',
    readonly share: PaymentShare,
    readonly byCollector: boolean,
  ) {
    super(system, pick);
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const customer = this.customerIn(model)!;
    const statement = await statementOf(business, this.system, customer.id);
    const dueCents = Math.max(centsOf(statement.totalDue), 0);
    const cents =
      { part: Math.floor(dueCents / 3), all: dueCents, more: dueCents + 1_000 }[this.share] || 500;
    // Pounds are handed over in thousands, as Lebanese notes go.
    const amount =
      this.currency === 'USD'
        ? cents / 100
        : Math.max(1, Math.round(((cents / 100) * statement.lbp.rate) / 1000)) * 1000;
    const taker = this.byCollector ? business.staff.collector : business.staff.operator;
    const clientId = this.byCollector ? `phone-${taker.id.slice(0, 8)}:${nextNumber(model)}` : undefined;
    const body = {
      amount,
      currency: this.currency,
      method: 'cash',
      ...(clientId ? { clientId, takenBy: taker.id } : {}),
    };
    const { paymentId } = await business.send(
      new RecordPaymentCommand(this.system, customer.id, body, taker.email, taker.id),
      taker,
    );
    const payment = await business.ask(new GetPaymentQuery(paymentId));
    model.payments.push({
      id: paymentId,
      system: this.system,
      customerId: customer.id,
      month: payment.billingMonth,
      cents: centsOf(payment.amount),
      clientId: clientId ?? null,
      body,
      takerEmail: taker.email,
      voided: false,
    });
    return { audited: [audited('record-payment', taker)] };
  }

  toString(): string {
    return `RecordPayment(${this.system} #${this.pick}, ${this.share} in ${this.currency}${this.byCollector ? ', collector' : ''})`;
  }
}

export const anyPayment = fc
  .record({
    system: fc.constantFrom(...SIMULATED_SYSTEMS),
    pick: fc.nat({ max: 99 }),
    currency: fc.constantFrom('USD' as const, 'LBP' as const),
    share: fc.constantFrom<PaymentShare>('part', 'all', 'more'),
    byCollector: fc.boolean(),
  })
  .map(
    ({ system, pick, currency, share, byCollector }) =>
      new RecordPayment(system, pick, currency, share, byCollector),
  );
