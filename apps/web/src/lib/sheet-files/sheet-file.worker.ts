import { answerSheetFileRequest, type SheetFileRequest } from './answer-sheet-file-request';

/** The worker's side of postMessage (the DOM library types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetFileRequest>) => void) | null;
  postMessage(message: unknown): void;
}

// docs/sheet-files.md: a 30 MB sheet parsed here cannot freeze the page.
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  void answerSheetFileRequest(event.data).then((answer) => scope.postMessage(answer));
};
