import { Command } from '@nestjs/cqrs';
import type { AmpereSortOrder } from './ampere-display-order';
import type { BillingSystemRef } from '../systems/system-catalog';

/** One customer receiving one pasted value, shown before writing. */
export interface PastedChange {
  /** The customer's row in the list the operator sees, from 1. */
  row: number;
  id: string;
  customerNumber: number;
  name: string;
  /** The cell's text before and after ('2.5', '12.5', '0.1234'); null for no box or address. */
  before: string | null;
  after: string | null;
}

export interface ColumnPasteSummary {
  /** Customers written (with dryRun: that would be written). */
  updated: number;
  changes: PastedChange[];
}

/**
 * Values go to consecutive customers (docs/business-rules.md#pasting-a-column), in the order the operator
 * sees, from `startIndex` (from 0). `sort` is the ampere list's toggle; null keeps the system's stored
 * display order. With `dryRun` nothing is written: the answer shows which customer would receive which value.
 */
export class PasteCustomerColumnCommand extends Command<ColumnPasteSummary> {
  constructor(
    readonly system: BillingSystemRef,
    readonly column: string,
    readonly data: readonly string[],
    readonly startIndex: number,
    readonly sort: AmpereSortOrder | null,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
