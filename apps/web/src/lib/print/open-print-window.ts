/**
 * Opens a print page in a new window. Returns false when the browser blocked it (no window, or one
 * closed at once): the caller then says so and offers to print in this tab, never silence
 * (docs/screens.md#print-windows-and-sheets).
 */
export function openPrintWindow(url: string, opener: Pick<Window, 'open'> = window): boolean {
  let opened: Window | null;
  try {
    opened = opener.open(url, '_blank');
  } catch {
    return false;
  }
  return opened !== null && opened !== undefined && !opened.closed;
}
