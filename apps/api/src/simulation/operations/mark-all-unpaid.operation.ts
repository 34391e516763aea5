import fc from 'fast-check';
import { MarkAllAmpereUnpaidCommand } from '../../ampere/mark-all-ampere-unpaid.command';
import { followPaymentsOnFile } from '../payments-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import type { SimulationModel } from '../simulation-model';
import { SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The operator marks every ampere customer unpaid (spec 000 §4): the live month's payments are
 * voided, in one undoable batch whose undo revives them (issue 11).
 */
export class MarkAllUnpaid extends SimulationStep {
  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const { batchOf } = await business.withBatchesOf(() => business.send(new MarkAllAmpereUnpaidCommand()));
    await followPaymentsOnFile(model, business);
    return { batchOf };
  }

  toString(): string {
    return 'MarkAllUnpaid(ampere)';
  }
}

export const anyMarkAllUnpaid = fc.constant(null).map(() => new MarkAllUnpaid());
