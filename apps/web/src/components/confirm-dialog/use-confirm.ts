import { useContext } from 'react';
import { ConfirmDialogContext, type Confirm } from './confirm-dialog-context';

/** `if (await confirm({ title: 'حذف السجل؟', variant: 'danger' })) remove.mutate(id)`. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmDialogContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmDialogProvider');
  return confirm;
}
