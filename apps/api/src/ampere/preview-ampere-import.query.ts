import { Query } from '@nestjs/cqrs';
import type { SkippedLine } from '@kahraba/billing-domain';

export interface ImportPreviewRow {
  name: string;
  box: string | null;
  ampere: number;
  amperePrice: number;
  amount: number;
  address: string | null;
  amountPaid: number;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  skipped: SkippedLine[];
}

/** Parses pasted Excel text without writing anything, so the operator sees what will be imported. */
export class PreviewAmpereImportQuery extends Query<ImportPreview> {
  constructor(readonly text: string) {
    super();
  }
}
