export { ConfirmDialogProvider } from './confirm-dialog-provider';
export { useConfirm } from './use-confirm';
export { useConfirmOverpayment } from './use-confirm-overpayment';
