import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** One pasted row as the import will leave the customer (issue 6: `action` create or update, and the
 * number of the customer an update changes). */
export type ImportRow = components['schemas']['ImportPreviewRowResponse'];

/** A pasted line the server left out, with its Arabic reason. */
export type SkippedLine = components['schemas']['SkippedLineResponse'];

/** The rows, the lines left out, and how many customers the import creates and updates. */
export type ImportPreview = components['schemas']['ImportPreviewResponse'];

/** Parses pasted spreadsheet text on the server (spec 000 §5); writes nothing. */
export function previewImport(text: string): Promise<ImportPreview> {
  return apiRequest<ImportPreview>('POST', '/api/ampere-records/import-preview', { text });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
