import {
  checkSheetFileSize,
  InvalidInputError,
  type SheetGrid,
  sheetFileFormatOf,
} from '@kahraba/billing-domain';
import type { SheetFileAnswer, SheetFileRequest } from './answer-sheet-file-request';

/** The part of a Worker the reader uses, so a test can stand in for it. */
export interface SheetFileWorker {
  onmessage: ((event: MessageEvent<SheetFileAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: SheetFileRequest): void;
  terminate(): void;
}

export type StartSheetFileWorker = () => Promise<SheetFileWorker>;

/** A real Worker where the browser has one; jsdom has none, and reads on its own thread. */
const browserWorker: StartSheetFileWorker | null =
  typeof Worker === 'undefined'
    ? null
    : () => import('./start-sheet-file-worker').then(({ startSheetFileWorker }) => startSheetFileWorker());

function gridOf(answer: SheetFileAnswer): SheetGrid {
  if ('grid' in answer) return answer.grid;
  if ('refusal' in answer) throw new InvalidInputError(answer.refusal.message, answer.refusal.code);
  throw new Error(answer.failure);
}

function askWorker(worker: SheetFileWorker, request: SheetFileRequest): Promise<SheetFileAnswer> {
  return new Promise<SheetFileAnswer>((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message || 'sheet file worker failed'));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/**
 * docs/sheet-files.md Sheets read safely: a chosen file's rows, read by the domain's one reader in a Web
 * Worker, so the page answers while a 30 MB file is read or refused. The size is checked first,
 * before a byte is read; the format by the file's name; the rest of the limits by the reader.
 */
export async function readSheetFileOffThread(
  file: File,
  startWorker: StartSheetFileWorker | null = browserWorker,
): Promise<SheetGrid> {
  const request: SheetFileRequest = { file, format: sheetFileFormatOf(file.name) };
  checkSheetFileSize(file.size);
  if (!startWorker) {
    const { answerSheetFileRequest } = await import('./answer-sheet-file-request');
    return gridOf(await answerSheetFileRequest(request));
  }
  return gridOf(await askWorker(await startWorker(), request));
}
