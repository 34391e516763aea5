import fc from 'fast-check';
import { DomainError } from '@kahraba/billing-domain';
import { GetReminderRunQuery } from '../../application/debtors/get-reminder-run.query';
import { MarkReminderOpenedCommand } from '../../application/debtors/mark-reminder-opened.command';
import { StartReminderRunCommand } from '../../application/debtors/start-reminder-run.command';
import { changesOf } from '../../application/customers/ampere-record-input';
import { EditCustomerCommand } from '../../application/customers/edit-customer.command';
import { kwhInputOf } from '../../http/customers/kwh-customer-input';
import { statementsOf } from '../customer-statements';
import type { SimulatedBusiness } from '../simulated-business';
import {
  customerAt,
  isMetered,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { audited, SimulationStep, type AuditedRow, type StepWrites } from '../simulation-step';

/**
 * Reminders in one pass (docs/debtors.md#reminders-in-one-pass): the operator starts a run over a few
 * customers, owing or not (the first given a phone just before, now and then, as the edit dialog
 * gives it), and opens the links of some of those it lists to remind. Opening a link a
 * second time keeps the first and writes nothing; opening a skipped customer's is refused
 * (REMINDER_NOT_FOUND) and writes nothing. A run moves no money: its systems' statements are kept to be
 * compared after it.
 */
class RemindDebtors extends SimulationStep {
  constructor(
    readonly targets: readonly { system: SimulatedSystem; pick: number }[],
    /** The days within which a reminded customer is skipped (0: nobody for that). */
    readonly skipDays: number,
    /** Which of the run's linked customers are opened: bit i for the i-th. */
    readonly openMask: number,
    /** A phone the first customer is given just before the run (a mobile or a landline), or none. */
    readonly phone: string | null,
    /** The first opened link is opened again. */
    readonly openAgain: boolean,
    /** A skipped customer's link is asked for (the rules refuse it). */
    readonly openSkipped: boolean,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return this.chosen(model).length > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const customers = this.chosen(model);
    const first = customers[0]!;
    if (this.phone !== null) {
      const fields = { phone: this.phone };
      const edit = isMetered(first.system)
        ? { kind: 'partial' as const, input: kwhInputOf(fields) }
        : changesOf(fields);
      await business.send(new EditCustomerCommand(first.system, first.customerId, edit));
    }
    const systems = [...new Set(customers.map((customer) => customer.system))];
    const moneyKept = [];
    for (const system of systems)
      moneyKept.push({ system, statementsBefore: await statementsOf(business, system) });
    const operator = business.staff.operator;
    const runId = await business.send(
      new StartReminderRunCommand({ customers, skipRemindedWithinDays: this.skipDays }, operator.email),
      operator,
    );
    const entries: AuditedRow[] = [audited('start-reminder-run', operator)];
    const run = await business.ask(new GetReminderRunQuery(runId));
    const linked = run.customers.filter((customer) => customer.link !== null);
    const opened = linked.filter((_customer, index) => (this.openMask >> index) & 1);
    for (const customer of opened) {
      await business.send(
        new MarkReminderOpenedCommand(runId, customer.system, customer.customerId, operator.email),
        operator,
      );
      entries.push(audited('remind-customer', operator));
    }
    if (this.openAgain && opened[0])
      await business.send(
        new MarkReminderOpenedCommand(runId, opened[0].system, opened[0].customerId, operator.email),
        operator,
      );
    const skipped = run.customers.find((customer) => customer.link === null);
    if (this.openSkipped && skipped) {
      const refusal = await business
        .send(
          new MarkReminderOpenedCommand(runId, skipped.system, skipped.customerId, operator.email),
          operator,
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      if (!(refusal instanceof DomainError) || refusal.code !== 'REMINDER_NOT_FOUND')
        throw new Error(
          `opening the link of ${skipped.system} #${skipped.customerNumber}, skipped (${skipped.skipReason}), answered ${String(refusal)} instead of REMINDER_NOT_FOUND`,
        );
    }
    return { audited: entries, moneyKept, reminderRun: runId };
  }

  /** The live customers picked, each once, in the order picked. */
  private chosen(model: Readonly<SimulationModel>): { system: SimulatedSystem; customerId: string }[] {
    const seen = new Set<string>();
    return this.targets.flatMap(({ system, pick }) => {
      const customer = customerAt(model, system, pick);
      if (!customer || seen.has(`${system}/${customer.id}`)) return [];
      seen.add(`${system}/${customer.id}`);
      return [{ system, customerId: customer.id }];
    });
  }

  toString(): string {
    const targets = this.targets.map(({ system, pick }) => `${system} #${pick}`).join(', ');
    return `RemindDebtors([${targets}], skip ${this.skipDays} days${this.phone === null ? '' : `, phone ${this.phone} first`}, open ${this.openMask.toString(2)}${this.openAgain ? ' again' : ''}${this.openSkipped ? ', a skipped one' : ''})`;
  }
}

export const anyReminderRun = fc
  .record({
    targets: fc.array(
      // The ampere customers owe from their first month, so more of them are picked.
      fc.record({
        system: fc.constantFrom('ampere' as const, ...SIMULATED_SYSTEMS),
        pick: fc.nat({ max: 99 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    skipDays: fc.constantFrom(0, 7),
    openMask: fc.nat({ max: 31 }),
    phone: fc.constantFrom(null, '03 123 456', '71 234 567', '07 721 100'),
    openAgain: fc.boolean(),
    openSkipped: fc.boolean(),
  })
  .map(
    ({ targets, skipDays, openMask, phone, openAgain, openSkipped }) =>
      new RemindDebtors(targets, skipDays, openMask, phone, openAgain, openSkipped),
  );
