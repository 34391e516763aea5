import fc from 'fast-check';
import { CutOffCustomerCommand } from '../../application/cut-off/cut-off-customer.command';
import { ReconnectCustomerCommand } from '../../application/cut-off/reconnect-customer.command';
import { CustomerStep } from '../customer-step';
import { centsOf, statementOf } from '../customer-statements';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulationModel } from '../simulation-model';
import { audited, type StepWrites } from '../simulation-step';

/**
 * The owner cuts a customer off, or reconnects one cut off with a fee (docs/cut-off.md), each one
 * undoable batch. A reconnection adds its fee exactly once, as one line of the month's statement. The
 * meter of a customer cut off is not judged (a month started cut off bills no kWh) until the next close
 * after the reconnection.
 */
class CutOffOrReconnect extends CustomerStep {
  constructor(
    system: (typeof SIMULATED_SYSTEMS)[number],
    pick: number,
    /** The reconnection fee in cents (0: none). */
    readonly feeCents: number,
  ) {
    super(system, pick);
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const customer = this.customerIn(model)!;
    const admin = business.staff.admin;
    const actor = { email: admin.email, role: admin.role };
    if (!customer.cutOff) {
      const { batchOf } = await business.withBatchesOf(() =>
        business.send(new CutOffCustomerCommand(this.system, customer.id, 'لم يدفع', actor), admin),
      );
      customer.cutOff = true;
      if (customer.meter) customer.meter.tracked = false;
      return { batchOf, audited: [audited('cut-off-customer', admin)] };
    }
    const before = await statementOf(business, this.system, customer.id);
    const fee = { usdCents: this.feeCents === 0 ? null : this.feeCents, lbpPounds: null };
    const { batchOf } = await business.withBatchesOf(() =>
      business.send(new ReconnectCustomerCommand(this.system, customer.id, fee, actor), admin),
    );
    customer.cutOff = false;
    const after = await statementOf(business, this.system, customer.id);
    const feeCents = (lines: typeof after.lines) =>
      lines.filter((line) => line.kind === 'reconnection-fee').map((line) => centsOf(line.amount));
    const added =
      feeCents(after.lines).reduce((sum, cents) => sum + cents, 0) -
      feeCents(before.lines).reduce((sum, cents) => sum + cents, 0);
    if (feeCents(after.lines).length > 1 || added !== this.feeCents)
      throw new Error(
        `reconnecting ${this.system} customer ${customer.id} with a fee of ${this.feeCents / 100} left the fee lines ${JSON.stringify(feeCents(after.lines))} (before ${JSON.stringify(feeCents(before.lines))})`,
      );
    return { batchOf, audited: [audited('reconnect-customer', admin)] };
  }

  toString(): string {
    return `CutOffOrReconnect(${this.system} #${this.pick}, fee ${this.feeCents / 100})`;
  }
}

export const anyCutOffOrReconnect = fc
  .record({
    system: fc.constantFrom(...SIMULATED_SYSTEMS),
    pick: fc.nat({ max: 99 }),
    feeCents: fc.constantFrom(0, 1000, 2550),
  })
  .map(({ system, pick, feeCents }) => new CutOffOrReconnect(system, pick, feeCents));
