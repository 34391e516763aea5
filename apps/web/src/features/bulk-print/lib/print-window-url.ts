const ENHANCED_SHEET_PATH = '/bulk-print-enhanced';

/** Without a type, the print window prints the second group (docs/screens.md#print-windows-and-sheets). */
export const DEFAULT_PRINT_TYPE = 'baydawi-kwh';

/** Longer than this, a URL is at risk in browsers and proxies: the selection is stored instead. */
const MAX_PRINT_URL_LENGTH = 1500;

/** docs/printing.md: `&month=YYYY-MM` prints a closed month from the monthly archive; '' the live one. */
function withMonth(query: URLSearchParams, closedMonth: string): URLSearchParams {
  if (closedMonth !== '') query.set('month', closedMonth);
  return query;
}

/** `/bulk-print-enhanced?type=…&customers=a,b,c[&month=YYYY-MM]`, or null when it would be longer
 * than ~1,500 characters. */
export function customersPrintUrl(type: string, ids: readonly string[], closedMonth = ''): string | null {
  const query = withMonth(new URLSearchParams({ type, customers: ids.join(',') }), closedMonth);
  const url = `${ENHANCED_SHEET_PATH}?${query.toString().replaceAll('%2C', ',')}`;
  return url.length > MAX_PRINT_URL_LENGTH ? null : url;
}

/** `/bulk-print-enhanced?type=…&selection=<id>[&month=YYYY-MM]`: a selection stored on the server. */
export function selectionPrintUrl(type: string, selectionId: string, closedMonth = ''): string {
  const query = withMonth(new URLSearchParams({ type, selection: selectionId }), closedMonth);
  return `${ENHANCED_SHEET_PATH}?${query.toString()}`;
}

/** What the print window was asked for: customers in the URL, or a stored selection; a closed month
 * to print or ''. */
export function readPrintWindowQuery(params: URLSearchParams): {
  type: string;
  ids: string[] | null;
  selectionId: string | null;
  closedMonth: string;
} {
  const type = params.get('type')?.trim() || DEFAULT_PRINT_TYPE;
  const selection = params.get('selection')?.trim() || null;
  const closedMonth = params.get('month')?.trim() ?? '';
  const customers = params.get('customers');
  const ids =
    customers === null
      ? null
      : customers
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
  return { type, ids, selectionId: selection, closedMonth };
}
