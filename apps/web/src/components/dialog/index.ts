export { DialogFooter } from './dialog-footer';
export { DialogHeader } from './dialog-header';
