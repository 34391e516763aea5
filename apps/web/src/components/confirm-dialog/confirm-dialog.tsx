import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
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
      <Modal.Header closeButton={!pending} closeLabel={componentMessages.close}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5 mb-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      {message && <Modal.Body>{message}</Modal.Body>}
      <Modal.Footer className="gap-2">
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
