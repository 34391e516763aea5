import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { customersUrl } from './kwh-query-keys';

/** One pasted row as the import will leave the customer (spec 001 §5 columns), marked create or update. */
export type KwhImportRow = components['schemas']['KwhImportPreviewRowResponse'];

/** A pasted line the server left out, with its Arabic reason. */
export type KwhSkippedLine = components['schemas']['SkippedLineResponse'];

/** The rows, the lines left out, and how many customers the import creates and updates. */
export type KwhImportPreview = components['schemas']['KwhImportPreviewResponse'];

/** Parses pasted spreadsheet text on the server (spec 001 §5); writes nothing. */
export function previewKwhImport(system: string, text: string): Promise<KwhImportPreview> {
  return apiRequest<KwhImportPreview>('POST', customersUrl(system, '/import-preview'), { text });
}

export function usePreviewKwhImport(system: string) {
  return useMutation({ mutationFn: (text: string) => previewKwhImport(system, text) });
}
