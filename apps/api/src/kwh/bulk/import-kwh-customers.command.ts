import { Command } from '@nestjs/cqrs';
import type { SkippedLine } from '@kahraba/billing-domain';

/** One row of a kWh bulk create, in the spec 001 §5 columns; cells as typed (text or number). */
export interface KwhImportRecord {
  name?: unknown;
  box?: unknown;
  address?: unknown;
  ampere?: unknown;
  previousKwh?: unknown;
  currentKwh?: unknown;
  pricePerKwh?: unknown;
  insurance?: unknown;
  amountPaid?: unknown;
}

export interface KwhImportSummary {
  created: number;
  updated: number;
  /** Lines left out (unreadable, or refused by the rules), with their line and reason. */
  skipped: SkippedLine[];
}

/**
 * POST /api/{system}-customers/bulk: one batch in one transaction (undo takes it back); a row
 * updates the live customer with the same name and box, blank cells keeping what is on file.
 */
export class ImportKwhCustomersCommand extends Command<KwhImportSummary> {
  constructor(
    readonly system: string,
    readonly records: readonly KwhImportRecord[],
  ) {
    super();
  }
}
