import { useMutation } from '@tanstack/react-query';
import type { ImportPreviewAnswer } from '../../../components/import-preview';
import { apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { customersApi } from './customers-api';

type Schemas = components['schemas'];

/** One pasted row as the import will leave the customer (`action` create or update, and the
 * number of the customer an update changes): a flat record or a metered one (docs/customer-imports.md). */
export type ImportRow = Schemas['ImportPreviewRowResponse'];
export type KwhImportRow = Schemas['KwhImportPreviewRowResponse'];

export type KwhImportPreview = Schemas['KwhImportPreviewResponse'];

/** Parses pasted spreadsheet text on the server; writes nothing. */
function previewImport<Row>(system: string, text: string): Promise<ImportPreviewAnswer<Row>> {
  return apiRequest<ImportPreviewAnswer<Row>>('POST', customersApi(system).url('/import-preview'), {
    text,
  });
}

export function usePreviewImport<Row>(system: string) {
  return useMutation({ mutationFn: (text: string) => previewImport<Row>(system, text) });
}
