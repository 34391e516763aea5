export { useUndoLastBatch } from './use-undo-last-batch';
