export { describeLastBatch, undoLastBatch, type BatchDescription, type UndoResult } from './undo-last-batch';
export { useUndoLastBatch, type UseUndoLastBatchOptions } from './use-undo-last-batch';
