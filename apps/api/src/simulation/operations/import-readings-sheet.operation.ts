import fc from 'fast-check';
import { ImportReadingsCommand } from '../../application/readings/import-readings.command';
import { GetStatementsQuery } from '../../application/statements/get-statements.query';
import { centsOf } from '../customer-statements';
import type { SimulatedBusiness } from '../simulated-business';
import {
  countedKwh,
  METERED_SYSTEMS,
  readingFollowed,
  readThisMonth,
  type CustomerModel,
  type MeteredSystem,
  type SimulationModel,
} from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/** One row of the sheet: which customer (wrapping around the live ones) and the kWh used since. */
export interface SheetRow {
  pick: number;
  usedKwh: number;
}

/**
 * The operator imports a readings sheet for a group (docs/business-rules.md#the-readings-workflow): one
 * undoable batch, each row a customer's new reading. By default only meters not read this month are on the
 * sheet; `readAgain` puts meters read this month on it too — the sheet then shifts them (the current reading
 * becomes the previous; docs/readings-in-a-month.md) and what the month had billed carries into arrears.
 */
export class ImportReadingsSheet extends SimulationStep {
  constructor(
    readonly system: MeteredSystem,
    readonly rows: readonly SheetRow[],
    readonly readAgain: boolean,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return this.customersOn(model).length > 0;
  }

  /** The customers the sheet's rows name (each once: a repeated row is refused by the import). */
  private customersOn(model: Readonly<SimulationModel>): { customer: CustomerModel; usedKwh: number }[] {
    const candidates = model.systems[this.system].customers.filter(
      (customer) => customer.meter?.tracked && (this.readAgain || !readThisMonth(customer.meter)),
    );
    if (candidates.length === 0) return [];
    const named = new Map<string, { customer: CustomerModel; usedKwh: number }>();
    for (const row of this.rows) {
      const customer = candidates[row.pick % candidates.length];
      if (!named.has(customer.id)) named.set(customer.id, { customer, usedKwh: row.usedKwh });
    }
    return [...named.values()];
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const rows = this.customersOn(model);
    const statements = await business.ask(
      new GetStatementsQuery(
        this.system,
        rows.map(({ customer }) => customer.id),
      ),
    );
    const sheet = rows.map(({ customer, usedKwh }) => ({
      id: customer.id,
      newCurrentKwh: readingFollowed(customer.meter!) + usedKwh,
    }));
    const { result, batchOf } = await business.withBatchesOf(() =>
      business.send(new ImportReadingsCommand(this.system, sheet, false, business.staff.operator.email)),
    );
    // The header is row 1: the sheet's rows are 2, 3, … ; the import names those it left out.
    const skipped = new Set(result.skipped.map((line) => line.line));
    const readings: Exclude<StepWrites['readings'], undefined>[number][] = [];
    rows.forEach(({ customer }, index) => {
      if (skipped.has(index + 2)) return;
      const meter = customer.meter!;
      const statement = statements.find((one) => one.id === customer.id);
      readings.push({
        system: this.system,
        customerId: customer.id,
        dueBefore: centsOf(statement?.totalDue ?? 0),
        afterEstimate: meter.estimated,
      });
      // A meter read this month shifts: what the month counted so far carries into arrears.
      if (readThisMonth(meter)) meter.carriedKwh = countedKwh(meter);
      meter.latest = sheet[index].newCurrentKwh;
      meter.estimated = false;
    });
    // A sheet that changed nothing is no batch, and no entry.
    return {
      batchOf,
      readings,
      audited: batchOf.length > 0 ? [audited('import-readings', business.staff.operator)] : [],
    };
  }

  toString(): string {
    const rows = this.rows.map((row) => `#${row.pick} +${row.usedKwh}`).join(', ');
    return `ImportReadingsSheet(${this.system}${this.readAgain ? ', meters read this month too' : ''}: ${rows})`;
  }
}

const anySheetRows = fc.array(
  fc.record({ pick: fc.nat({ max: 99 }), usedKwh: fc.integer({ min: 0, max: 600 }) }),
  {
    minLength: 1,
    maxLength: 4,
  },
);

export const anyReadingsSheet = fc
  .record({ system: fc.constantFrom(...METERED_SYSTEMS), rows: anySheetRows })
  .map(({ system, rows }) => new ImportReadingsSheet(system, rows, false));

export const anyReadingsSheetAgain = fc
  .record({ system: fc.constantFrom(...METERED_SYSTEMS), rows: anySheetRows })
  .map(({ system, rows }) => new ImportReadingsSheet(system, rows, true));
