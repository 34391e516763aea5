import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { componentMessages } from '../messages';

export interface DialogHeaderProps {
  /** The title's id, for the dialog's aria-labelledby. */
  titleId: string;
  /** While the dialog's action runs it cannot be closed. */
  pending?: boolean;
  children: ReactNode;
}

/** The title bar of a dialog, with its close button. */
export function DialogHeader({ titleId, pending = false, children }: DialogHeaderProps) {
  return (
    <Modal.Header closeButton={!pending} closeLabel={componentMessages.close}>
      <Modal.Title id={titleId} as="h2" className="h5 mb-0">
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}
