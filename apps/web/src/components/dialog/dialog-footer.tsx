import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { componentMessages } from '../messages';
import { PendingButton } from '../pending-button';

export interface DialogFooterProps {
  confirmLabel: ReactNode;
  /** Called by the confirm button; without it the button submits the dialog's form. */
  onConfirm?: () => void;
  confirmVariant?: 'primary' | 'danger' | 'warning';
  /** The confirm button is also disabled while pending. */
  confirmDisabled?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** While the action runs: a spinner on the confirm button, both buttons disabled. */
  pending: boolean;
}

/** A dialog's buttons: confirm (or submit), then cancel. */
export function DialogFooter({
  confirmLabel,
  onConfirm,
  confirmVariant = 'primary',
  confirmDisabled,
  onCancel,
  cancelLabel = componentMessages.cancel,
  pending,
}: DialogFooterProps) {
  return (
    <Modal.Footer className="gap-2">
      <PendingButton
        type={onConfirm ? 'button' : 'submit'}
        variant={confirmVariant}
        pending={pending}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </PendingButton>
      <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
    </Modal.Footer>
  );
}
