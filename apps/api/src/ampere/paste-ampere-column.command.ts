import { Command } from '@nestjs/cqrs';
import type { AmpereSortOrder } from './ampere-display-order';

/** One customer receiving one pasted value (issue 6: shown before writing). */
export interface PastedChange {
  /** The customer's row in the list the operator sees, from 1. */
  row: number;
  id: string;
  customerNumber: number;
  name: string;
  /** The cell's text before and after ('2.5', '12.5', '7'; null for no box or address). */
  before: string | null;
  after: string | null;
}

export interface ColumnPasteSummary {
  updated: number;
  changes: PastedChange[];
}

/**
 * spec 000 §5: values go to consecutive records, in the order the operator sees, from startIndex.
 * With `dryRun` nothing is written: the answer shows which customer would receive which value.
 */
export class PasteAmpereColumnCommand extends Command<ColumnPasteSummary> {
  constructor(
    readonly column: string,
    readonly data: readonly string[],
    readonly startIndex: number,
    readonly sort: AmpereSortOrder,
    readonly dryRun = false,
  ) {
    super();
  }
}
