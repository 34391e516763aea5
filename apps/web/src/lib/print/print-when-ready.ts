/**
 * Opens the browser's print dialog `delayMs` after now (0.5 s on the bulk pages, 1 s on
 * the enhanced page), once the sheet said it is ready. Returns a cancel for when the page goes away
 * first, so that a print never opens over another screen.
 */
export function printWhenReady(delayMs: number, target: Pick<Window, 'print'> = window): () => void {
  const timer = setTimeout(() => target.print(), Math.max(0, delayMs));
  return () => clearTimeout(timer);
}
