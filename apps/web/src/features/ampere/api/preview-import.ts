import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export interface ImportRow {
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

/** A pasted line the server left out, with its Arabic reason. */
export type SkippedLine = components['schemas']['SkippedLineResponse'];

export interface ImportPreview {
  rows: ImportRow[];
  skipped: SkippedLine[];
  /** How many rows create a customer and how many update one. */
  creates: number;
  updates: number;
}

/** Parses pasted spreadsheet text on the server (spec 000 §5); writes nothing. */
export function previewImport(text: string): Promise<ImportPreview> {
  return apiRequest<ImportPreview>('POST', '/api/ampere-records/import-preview', { text });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
