import { Command } from '@nestjs/cqrs';

/** One customer receiving one pasted value, shown before writing (issue 6). */
export interface KwhPastedChange {
  /** The customer's row in the list the operator sees (display order), from 1. */
  row: number;
  id: string;
  customerNumber: number;
  name: string;
  /** The cell's text before and after ('2.5', '0.1234'); null for no box or address. */
  before: string | null;
  after: string | null;
}

export interface KwhColumnPasteSummary {
  /** Customers written (with dryRun: that would be written). */
  updated: number;
  changes: KwhPastedChange[];
}

/**
 * POST /api/{system}-customers/column-paste (spec 001 §5): one value per pasted line, empty lines
 * dropped, to consecutive customers in display order from `startRow` (from 1). With `dryRun`
 * nothing is written: the answer shows which customer would receive which value.
 */
export class PasteKwhColumnCommand extends Command<KwhColumnPasteSummary> {
  constructor(
    readonly system: string,
    readonly column: string,
    readonly values: readonly string[],
    readonly startRow: number,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
