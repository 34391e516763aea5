import fc from 'fast-check';
import { UndoLastBatchCommand } from '../../application/batches/undo-last-batch.command';
import { followCustomersOnFile } from '../customers-on-file';
import { followPaymentsOnFile } from '../payments-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulatedSystem, type SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The operator undoes the system's last batch (docs/business-rules.md#undoing-the-last-change): an import, a
 * paste, a price or rate change, a readings sheet. Right after the batch, the model goes back to what it was
 * before it; after other writes it follows the database and stops judging the meters until the next close.
 */
export class UndoLastBatch extends SimulationStep {
  constructor(readonly system: SimulatedSystem) {
    super();
  }

  /** Nothing may be left to undo (or the last batch was sealed by a month close). */
  override mayBeRefused(): boolean {
    return true;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    await business.send(new UndoLastBatchCommand(this.system, admin.email, undefined, true), admin);
    const batch = model.undoable.at(-1);
    if (batch?.systems.includes(this.system)) Object.assign(model, structuredClone(batch.modelBefore));
    else {
      await followCustomersOnFile(model, business, this.system, 'lost');
      await followPaymentsOnFile(model, business);
    }
    return { undid: this.system, audited: [audited('undo-batch', admin)] };
  }

  toString(): string {
    return `UndoLastBatch(${this.system})`;
  }
}

export const anyUndo = fc.constantFrom(...SIMULATED_SYSTEMS).map((system) => new UndoLastBatch(system));
