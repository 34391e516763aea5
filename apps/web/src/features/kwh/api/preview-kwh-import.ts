import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customersUrl } from './kwh-query-keys';

/** One pasted row as the import will leave the customer (spec 001 §5 columns), marked create or update. */
export interface KwhImportRow {
  action: 'create' | 'update';
  existingCustomerNumber?: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  previousKwh: number;
  currentKwh: number;
  pricePerKwh: number;
  insurance: number;
  amountPaid: number;
  consumption?: number;
  totalAmount?: number;
}

/** A pasted line the server left out, with its Arabic reason. */
export interface KwhSkippedLine {
  line: number;
  reason: string;
  text?: string;
}

export interface KwhImportPreview {
  rows: KwhImportRow[];
  skipped: KwhSkippedLine[];
  creates: number;
  updates: number;
}

/** Parses pasted spreadsheet text on the server (spec 001 §5); writes nothing. */
export function previewKwhImport(system: string, text: string): Promise<KwhImportPreview> {
  return apiRequest<KwhImportPreview>('POST', customersUrl(system, '/import-preview'), { text });
}

export function usePreviewKwhImport(system: string) {
  return useMutation({ mutationFn: (text: string) => previewKwhImport(system, text) });
}
