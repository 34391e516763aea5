import fc from 'fast-check';
import { Month } from '@kahraba/billing-domain';
import { ListCustomersQuery } from '../../application/customers/list-customers.query';
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { statementsOf } from '../customer-statements';
import type { SimulatedBusiness } from '../simulated-business';
import {
  meterStartingAt,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/** The day of its month a close happens on (in the month's last days), 10:00 in Beirut. */
const CLOSING_DAY = 28;

/**
 * The owner closes a system's live month (docs/business-rules.md#paid-unpaid-and-arrears): the clock moves to
 * the month's last days if it is not there yet; every balance carries into the next month as arrears, every
 * meter's reading becomes the next month's start.
 */
export class CloseMonth extends SimulationStep {
  constructor(readonly system: SimulatedSystem) {
    super();
  }

  protected override timeOf(model: Readonly<SimulationModel>): string {
    const later = super.timeOf(model);
    const month = Month.parse(model.systems[this.system].liveMonth);
    const closingDay = `${month.toString()}-${CLOSING_DAY}T07:00:00.000Z`;
    return later > closingDay ? later : closingDay;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const before = await statementsOf(business, this.system);
    const closed = await business.send(
      new CloseMonthCommand(this.system, undefined, business.staff.admin.email),
      business.staff.admin,
    );
    const live = model.systems[this.system];
    live.liveMonth = closed.nextMonth;
    const onFile = await meterStartsOf(business, this.system);
    for (const customer of live.customers) {
      const meter = customer.meter;
      if (!meter) continue;
      // A meter the model lost track of starts again from what the database holds.
      customer.meter = meterStartingAt(
        meter.tracked ? (meter.latest ?? meter.monthStart) : onFile.get(customer.id)!,
      );
      // docs/cut-off.md: a month started cut off bills no kWh; its meter is not judged.
      if (customer.cutOff) customer.meter.tracked = false;
    }
    // docs/cut-off.md: a customer cut off across the close is billed no new charges.
    const after = await statementsOf(business, this.system);
    for (const customer of live.customers.filter((each) => each.cutOff)) {
      const lines = after.get(customer.id)?.lines ?? [];
      if (lines.length > 0)
        throw new Error(
          `${this.system} customer ${customer.id}, cut off across the close, is billed ${JSON.stringify(lines.map((line) => line.kind))}`,
        );
    }
    return {
      closed: { system: this.system, month: closed.month, statementsBefore: before },
      audited: [audited('close-month', business.staff.admin)],
    };
  }

  toString(): string {
    return `CloseMonth(${this.system})`;
  }
}

/** Each live customer's previous reading on file (the month's start), by id. */
async function meterStartsOf(
  business: SimulatedBusiness,
  system: SimulatedSystem,
): Promise<Map<string, number>> {
  const rows = await business.ask(new ListCustomersQuery<{ id: string; previousKwh?: number }>(system, null));
  return new Map(rows.map((row) => [row.id, row.previousKwh ?? 0]));
}

export const anyMonthClose = fc.constantFrom(...SIMULATED_SYSTEMS).map((system) => new CloseMonth(system));
