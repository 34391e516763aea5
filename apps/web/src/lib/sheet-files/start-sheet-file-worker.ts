import type { SheetFileWorker } from './read-sheet-file-off-thread';

/** The sheet file worker, bundled by Vite from this URL (kept apart: jest cannot load import.meta). */
export function startSheetFileWorker(): SheetFileWorker {
  return new Worker(new URL('./sheet-file.worker.ts', import.meta.url), { type: 'module' });
}
