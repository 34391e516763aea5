import fc from 'fast-check';
import type { AmpereRecordView, KwhCustomerView } from '@kahraba/persistence';
import { UndoLastBatchCommand } from '../../batches/undo-last-batch.command';
import { ListCustomersQuery } from '../../customers/list-customers.query';
import type { SimulatedBusiness } from '../simulated-business';
import {
  isMetered,
  meterStartingAt,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The operator undoes the system's last batch (spec 000 §5): an import, a paste, a price or rate
 * change, a readings sheet. Right after the batch, the model goes back to what it was before it;
 * after other writes it follows the database and stops judging the meters until the next close.
 */
export class UndoLastBatch extends SimulationStep {
  constructor(readonly system: SimulatedSystem) {
    super();
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    await business.send(new UndoLastBatchCommand(this.system, admin.email, undefined, true), admin);
    const batch = model.undoable.at(-1);
    if (batch?.systems.includes(this.system)) model.systems = structuredClone(batch.modelBefore);
    else await followDatabase(model, business, this.system);
    return { undid: this.system };
  }

  toString(): string {
    return `UndoLastBatch(${this.system})`;
  }
}

/** The system's live customers as the database now holds them; meters no longer judged this month. */
async function followDatabase(model: SimulationModel, business: SimulatedBusiness, system: SimulatedSystem) {
  const live = model.systems[system];
  const rows = await business.ask(
    new ListCustomersQuery<AmpereRecordView | KwhCustomerView>(system, isMetered(system) ? null : 'number'),
  );
  live.customers = rows.map((row) => {
    const known = live.customers.find((customer) => customer.id === row.id);
    return {
      id: row.id,
      customerNumber: row.customerNumber,
      name: row.name,
      box: row.box ?? '',
      ...('previousKwh' in row
        ? { meter: { ...(known?.meter ?? meterStartingAt(row.previousKwh)), tracked: false } }
        : {}),
    };
  });
}

export const anyUndo = fc.constantFrom(...SIMULATED_SYSTEMS).map((system) => new UndoLastBatch(system));
