import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../dialog';
import { componentMessages } from '../messages';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  variant?: 'danger' | 'warning' | 'primary';
  /** Shows a spinner on the confirm button and blocks closing, while the action runs. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirmation dialog. Pages usually call `useConfirm()` instead of rendering it. */
export function ConfirmDialog({
  show,
  title,
  message,
  confirmLabel = componentMessages.confirm,
  cancelLabel = componentMessages.cancel,
  variant = 'primary',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={pending ? () => undefined : onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
    >
      <DialogHeader titleId="confirm-dialog-title" pending={pending}>
        {title}
      </DialogHeader>
      {message && <Modal.Body>{message}</Modal.Body>}
      <DialogFooter
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        confirmVariant={variant}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        pending={pending}
      />
    </Modal>
  );
}
