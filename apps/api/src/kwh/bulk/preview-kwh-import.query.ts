import { Query } from '@nestjs/cqrs';
import type { SkippedLine } from '@kahraba/billing-domain';

/** One pasted line as the import will leave the customer (spec 001 §5 columns and its amounts). */
export interface KwhImportPreviewRow {
  action: 'create' | 'update';
  /** For an update: the number of the customer on file it updates. */
  existingCustomerNumber?: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  previousKwh: number;
  currentKwh: number;
  consumption: number;
  pricePerKwh: number;
  insurance: number;
  amountPaid: number;
  totalAmount: number;
}

export interface KwhImportPreview {
  rows: KwhImportPreviewRow[];
  skipped: SkippedLine[];
  /** Customers the import will create and update (a customer on two lines counts once). */
  creates: number;
  updates: number;
}

/** POST /api/{system}-customers/import-preview: what an Excel paste would do; writes nothing. */
export class PreviewKwhImportQuery extends Query<KwhImportPreview> {
  constructor(
    readonly system: string,
    readonly text: string,
  ) {
    super();
  }
}
