import { Command } from '@nestjs/cqrs';
import type { SkippedLine } from '@kahraba/billing-domain';

export interface AmpereImportRecord {
  name?: unknown;
  box?: unknown;
  ampere?: unknown;
  amperePrice?: unknown;
  address?: unknown;
  amountPaid?: unknown;
}

export interface ImportSummary {
  created: number;
  updated: number;
  skipped: SkippedLine[];
}

/** POST /bulk: one batch in one transaction; a row updates the live record with the same name and box. */
export class ImportAmpereRecordsCommand extends Command<ImportSummary> {
  constructor(readonly records: readonly AmpereImportRecord[]) {
    super();
  }
}
