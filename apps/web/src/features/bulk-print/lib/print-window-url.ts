/** Paths of the enhanced print (spec 001 §2.6); the router registers the same. */
export const ENHANCED_SELECTION_PATH = '/enhanced-bulk-print';
export const ENHANCED_SHEET_PATH = '/bulk-print-enhanced';

/** spec 001 §2.6: without a type, the print window prints the second group. */
export const DEFAULT_PRINT_TYPE = 'baydawi-kwh';

/** Longer than this, a URL is at risk in browsers and proxies: the selection is stored instead. */
export const MAX_PRINT_URL_LENGTH = 1500;

/** `/bulk-print-enhanced?type=…&customers=a,b,c`, or null when it would be longer than ~1,500 characters. */
export function customersPrintUrl(type: string, ids: readonly string[]): string | null {
  const query = new URLSearchParams({ type, customers: ids.join(',') });
  const url = `${ENHANCED_SHEET_PATH}?${query.toString().replaceAll('%2C', ',')}`;
  return url.length > MAX_PRINT_URL_LENGTH ? null : url;
}

/** `/bulk-print-enhanced?type=…&selection=<id>`: a selection stored on the server. */
export function selectionPrintUrl(type: string, selectionId: string): string {
  return `${ENHANCED_SHEET_PATH}?${new URLSearchParams({ type, selection: selectionId }).toString()}`;
}

/** What the print window was asked for: customers in the URL, or a stored selection. */
export function readPrintWindowQuery(params: URLSearchParams): {
  type: string;
  ids: string[] | null;
  selectionId: string | null;
} {
  const type = params.get('type')?.trim() || DEFAULT_PRINT_TYPE;
  const selection = params.get('selection')?.trim() || null;
  const customers = params.get('customers');
  const ids =
    customers === null
      ? null
      : customers
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
  return { type, ids, selectionId: selection };
}
