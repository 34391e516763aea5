import { Command } from '@nestjs/cqrs';
import type { SkippedLine } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';

/** One row of a bulk create, in its system's import columns; cells as typed (text or number). */
export type ImportRecord = object;

export interface ImportSummary {
  created: number;
  updated: number;
  /** Lines left out (unreadable, or refused by the rules), with their line and reason. */
  skipped: SkippedLine[];
}

/**
 * POST /api/ampere-records/bulk and /api/{system}-customers/bulk (docs/customer-imports.md): one batch in
 * one transaction (undo takes it back); a row updates the live customer with the same name and box,
 * blank cells keeping what is on file.
 */
export class ImportCustomersCommand extends Command<ImportSummary> {
  constructor(
    readonly system: BillingSystemRef,
    readonly records: readonly ImportRecord[],
  ) {
    super();
  }
}
