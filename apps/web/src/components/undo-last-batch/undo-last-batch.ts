import { apiRequest } from '../../lib/api-client';

/** What an undo would take back now: kind, who, when and how many customers. The kinds are
 * the server's (import, column-paste, readings-import, …); an unknown one is named generically. */
export interface BatchDescription {
  batchId: string;
  kind: string;
  createdBy: string | null;
  createdAt: string;
  createdCount: number;
  updatedCount: number;
}

export interface UndoResult {
  deletedCount: number;
  revertedCount: number;
  message?: string;
}

/** `GET {listUrl}/undo-last-batch`, e.g. listUrl '/api/ampere-records' or '/api/mahmoud-kwh-customers'. */
export function describeLastBatch(listUrl: string): Promise<BatchDescription> {
  return apiRequest<BatchDescription>('GET', `${listUrl}/undo-last-batch`);
}

/** Reverts the batch the operator was shown, refused (409) if another became the last in between. */
export function undoLastBatch(listUrl: string, batchId: string): Promise<UndoResult> {
  return apiRequest<UndoResult>(
    'DELETE',
    `${listUrl}/undo-last-batch?batchId=${encodeURIComponent(batchId)}`,
  );
}
