export { openPrintWindow } from './open-print-window';
export { printWhenReady } from './print-when-ready';
