import fc from 'fast-check';
import { PasteCustomerColumnCommand } from '../../application/customers/paste-customer-column.command';
import { followCustomersOnFile } from '../customers-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import {
  isMetered,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { SimulationStep, type StepWrites } from '../simulation-step';

/** The columns an operator pastes (never readings or paid amounts: those have their own ways in). */
export type PastedColumn = 'box' | 'address' | 'ampere' | 'price';

/**
 * The operator pastes a column from Excel into consecutive customers, from a row of the list
 * (docs/business-rules.md#pasting-a-column): one undoable batch.
 */
class PasteColumn extends SimulationStep {
  constructor(
    readonly system: SimulatedSystem,
    readonly column: PastedColumn,
    readonly values: readonly number[],
    readonly startRow: number,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return model.systems[this.system].customers.length > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const metered = isMetered(this.system);
    const key = this.column === 'price' ? (metered ? 'pricePerKwh' : 'amperePrice') : this.column;
    const data = this.values.map((value) =>
      this.column === 'address'
        ? `حي ${value}`
        : this.column === 'price'
          ? String(value / 100)
          : String(value),
    );
    const customers = model.systems[this.system].customers.length;
    const { batchOf } = await business.withBatchesOf(() =>
      business.send(
        new PasteCustomerColumnCommand(
          this.system,
          key,
          data,
          this.startRow % customers,
          metered ? null : 'number',
          false,
        ),
      ),
    );
    await followCustomersOnFile(model, business, this.system, 'kept');
    return { batchOf };
  }

  toString(): string {
    return `PasteColumn(${this.system}, ${this.column} from row ${this.startRow}: ${this.values.join(', ')})`;
  }
}

export const anyColumnPaste = fc
  .record({
    system: fc.constantFrom(...SIMULATED_SYSTEMS),
    column: fc.constantFrom<PastedColumn>('box', 'address', 'ampere', 'price'),
    values: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
    startRow: fc.nat({ max: 99 }),
  })
  .map(({ system, column, values, startRow }) => new PasteColumn(system, column, values, startRow));
