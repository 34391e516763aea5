export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDialogProvider } from './confirm-dialog-provider';
export type { Confirm, ConfirmOptions } from './confirm-dialog-context';
export { useConfirm } from './use-confirm';
export { useConfirmOverpayment } from './use-confirm-overpayment';
