import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface KwhSortSummary {
  message: string;
  /** Customers whose place changed. */
  updated: number;
}

/**
 * POST /api/{system}-customers/sort-permanently: stores the display order (box, then name;
 * docs/business-rules.md#display-order-and-boxes) that lists, exports and printing follow; renumbers nobody;
 * one undoable batch.
 */
export class SortKwhPermanentlyCommand extends Command<KwhSortSummary> {
  constructor(readonly system: BillingSystemRef) {
    super();
  }
}
