import { useMutation } from '@tanstack/react-query';
import type { ImportPreviewAnswer } from '../../../components/import-preview';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { isFlatSystem } from './customers-api';

type Schemas = components['schemas'];

/** One pasted row as the import will leave the customer (`action` create or update, and the
 * number of the customer an update changes): a flat record or a metered one (docs/customer-imports.md). */
export type ImportRow = Schemas['ImportPreviewRowResponse'];
export type KwhImportRow = Schemas['KwhImportPreviewRowResponse'];

export type KwhImportPreview = Schemas['KwhImportPreviewResponse'];

/** The server's preview, tagged with the tariff kind whose path answered: each form reads the rows of
 * its own kind (`TariffKindForm.import.previewOf`). */
export type ImportPreview =
  | { tariff: 'flat'; preview: Schemas['ImportPreviewResponse'] }
  | { tariff: 'metered'; preview: KwhImportPreview };

/** Parses pasted spreadsheet text on the server; writes nothing. */
async function previewImport(system: string, text: string): Promise<ImportPreview> {
  const body = { text };
  if (isFlatSystem(system)) {
    return {
      tariff: 'flat',
      preview: await dataOf(api.POST('/api/ampere-records/import-preview', { body })),
    };
  }
  const preview = await dataOf(
    api.POST('/api/{system}-customers/import-preview', { params: { path: { system } }, body }),
  );
  return { tariff: 'metered', preview };
}

export function usePreviewImport<Row>(
  system: string,
  previewOf: (answer: ImportPreview) => ImportPreviewAnswer<Row>,
) {
  return useMutation({ mutationFn: async (text: string) => previewOf(await previewImport(system, text)) });
}
