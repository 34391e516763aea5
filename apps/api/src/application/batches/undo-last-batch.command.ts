import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface UndoResult {
  deletedCount: number;
  revertedCount: number;
  message: string;
}

/** Reverts the most recent batch of a system exactly; calling it again undoes the one before. */
export class UndoLastBatchCommand extends Command<UndoResult> {
  constructor(
    readonly system: BillingSystemRef,
    readonly actor: string,
    /** The batch the operator was shown (GET undo-last-batch): refused if another is now the last. */
    readonly expectedBatchId?: string,
    /** An exchange-rate, pricing or LBP-repair change is an administrator's: so is its undo. */
    readonly actorIsAdmin = true,
  ) {
    super();
  }
}
