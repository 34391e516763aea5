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
  /** issue 6: a new customer, or an update of the live one with the same name and box. */
  action: 'create' | 'update';
  /** For an update: the number of the customer it updates. */
  existingCustomerNumber?: number;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  skipped: SkippedLine[];
  /** Customers the import will create and update (a customer on two rows counts once). */
  creates: number;
  updates: number;
}

/** Parses pasted Excel text without writing anything, so the operator sees what will be imported. */
export class PreviewAmpereImportQuery extends Query<ImportPreview> {
  constructor(readonly text: string) {
    super();
  }
}
