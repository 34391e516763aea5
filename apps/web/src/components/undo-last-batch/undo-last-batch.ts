import { BillingSystem } from '@kahraba/billing-domain';
import { api, dataOf } from '../../lib/api-client';
import type { components } from '../../types/api-schema';

/** What an undo would take back now: kind, who, when and how many customers. The kinds are
 * the server's (import, column-paste, readings-import, …); an unknown one is named generically. */
export type BatchDescription = components['schemas']['BatchDescriptionResponse'];

export type UndoResult = components['schemas']['UndoResultResponse'];

const isFlat = (system: string) => system === BillingSystem.ampere.id;

/** `GET …/undo-last-batch` of the system's customers: `/api/ampere-records` or `/api/{system}-customers`. */
export function describeLastBatch(system: string): Promise<BatchDescription> {
  return dataOf(
    isFlat(system)
      ? api.GET('/api/ampere-records/undo-last-batch')
      : api.GET('/api/{system}-customers/undo-last-batch', { params: { path: { system } } }),
  );
}

/** Reverts the batch the operator was shown, refused (409) if another became the last in between. */
export function undoLastBatch(system: string, batchId: string): Promise<UndoResult> {
  const query = { batchId };
  return dataOf(
    isFlat(system)
      ? api.DELETE('/api/ampere-records/undo-last-batch', { params: { query } })
      : api.DELETE('/api/{system}-customers/undo-last-batch', { params: { path: { system }, query } }),
  );
}
