import { Command } from '@nestjs/cqrs';
import type { JsonValue, LineReason } from '@kahraba/billing-domain';

/** One row of the preview: a customer's readings before and after the import, and the consumption. */
export interface ReadingPreviewRow {
  line: number;
  id: string;
  customerNumber: number;
  name: string;
  previousKwh: number;
  currentKwh: number;
  newPreviousKwh: number;
  newCurrentKwh: number;
  consumption: number;
}

export interface ReadingsImportSummary {
  message: string;
  updated: number;
  skipped: LineReason[];
  warnings: LineReason[];
  /** With dryRun only: what the import would write, row by row. */
  rows?: ReadingPreviewRow[];
}

/**
 * The readings import (POST bulk-update-readings, `billing readings import`;
 * docs/business-rules.md#the-readings-workflow): the new meter readings of one group, rows keyed by the
 * sheet's header, in one undoable batch; with `dryRun` the same plan is answered and nothing is written.
 */
export class ImportReadingsCommand extends Command<ReadingsImportSummary> {
  constructor(
    readonly system: string,
    /** The rows as sent, keyed by the sheet's header; each cell is read with its row. */
    readonly readings: readonly Readonly<Record<string, JsonValue>>[],
    readonly dryRun = false,
    /** Who the batch and its audit entry name; default: the signed-in user of the request. */
    readonly actor?: string,
    /** The row number the spreadsheet shows for each reading (readingSheetOf); default: header row 1. */
    readonly rowNumbers?: readonly number[],
  ) {
    super();
  }
}
