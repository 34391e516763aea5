import fc from 'fast-check';
import { ImportCustomersCommand } from '../../application/customers/import-customers.command';
import { followCustomersOnFile } from '../customers-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import {
  customerAt,
  isMetered,
  nextNumber,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { SimulationStep, type StepWrites } from '../simulation-step';

/**
 * A row of the customers' sheet: a new customer; one the rules refuse (no name, amperes that are not a
 * number); one naming a live customer by name and box (it updates that customer's amperes); or a row
 * repeating an earlier new row of the same sheet.
 */
export type ImportRow =
  | { kind: 'new'; box: number; ampere: number; reading: number }
  | { kind: 'refused'; why: 'no name' | 'amperes' }
  | { kind: 'on file'; pick: number; ampere: number }
  | { kind: 'repeated'; ampere: number; reading: number };

/** A new row's customer as the sheet names them. */
export interface ImportedPerson {
  name: string;
  box: string;
  address: string;
  phone: string | null;
}

/**
 * The operator imports customers from a sheet (docs/customer-imports.md), one undoable batch: good rows
 * are written, refused ones are left out with their reason. The model then follows the list.
 */
export class ImportCustomers extends SimulationStep {
  constructor(
    readonly system: SimulatedSystem,
    readonly rows: readonly ImportRow[],
    /** Who the new rows are, in order (billing demo's neighbours); by default «مستورد N» on the row's box. */
    readonly people: readonly ImportedPerson[] = [],
  ) {
    super();
  }

  /** A sheet whose every row is refused is refused whole. */
  override mayBeRefused(): boolean {
    return true;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const records: Record<string, string | number>[] = [];
    let lastNew: { name: string; box: string } | null = null;
    const people = [...this.people];
    for (const row of this.rows) {
      const record = this.recordOf(model, row, lastNew, row.kind === 'new' ? people.shift() : undefined);
      if (record === null) continue;
      if (row.kind === 'new') lastNew = { name: String(record.name), box: String(record.box) };
      records.push(record);
    }
    if (records.length === 0) records.push({ name: '', box: '1', ampere: 5 });
    const { batchOf } = await business.withBatchesOf(() =>
      business.send(new ImportCustomersCommand(this.system, records)),
    );
    await followCustomersOnFile(model, business, this.system, 'kept');
    return { batchOf };
  }

  /** The row's cells as the sheet reader hands them over (text or numbers, as typed). */
  private recordOf(
    model: SimulationModel,
    row: ImportRow,
    lastNew: { name: string; box: string } | null,
    person: ImportedPerson | undefined,
  ): Record<string, string | number> | null {
    const metered = isMetered(this.system);
    switch (row.kind) {
      case 'new':
        return {
          name: person?.name ?? `مستورد ${nextNumber(model)}`,
          box: person?.box ?? String(row.box),
          ...(person ? { address: person.address, ...(person.phone ? { phone: person.phone } : {}) } : {}),
          ampere: row.ampere,
          ...(metered ? { previousKwh: row.reading, pricePerKwh: 0.42 } : {}),
        };
      case 'refused':
        return row.why === 'no name'
          ? { name: '', box: '2', ampere: 5 }
          : { name: `مرفوض ${nextNumber(model)}`, box: '2', ampere: 'كثير' };
      case 'on file': {
        const customer = customerAt(model, this.system, row.pick);
        return customer ? { name: customer.name, box: customer.box, ampere: row.ampere } : null;
      }
      case 'repeated':
        return lastNew
          ? { ...lastNew, ampere: row.ampere, ...(metered ? { previousKwh: row.reading } : {}) }
          : null;
    }
  }

  toString(): string {
    return `ImportCustomers(${this.system}: ${this.rows.map((row) => JSON.stringify(row)).join(', ')})`;
  }
}

const anyImportRow: fc.Arbitrary<ImportRow> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('new' as const),
      box: fc.integer({ min: 1, max: 6 }),
      ampere: fc.integer({ min: 1, max: 20 }),
      reading: fc.integer({ min: 0, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refused' as const),
      why: fc.constantFrom('no name' as const, 'amperes' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('on file' as const),
      pick: fc.nat({ max: 99 }),
      ampere: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('repeated' as const),
      ampere: fc.integer({ min: 1, max: 20 }),
      reading: fc.integer({ min: 0, max: 20_000 }),
    }),
  },
);

export const anyCustomerImport = fc
  .record({
    system: fc.constantFrom(...SIMULATED_SYSTEMS),
    rows: fc.array(anyImportRow, { minLength: 1, maxLength: 5 }),
  })
  .map(({ system, rows }) => new ImportCustomers(system, rows));
