import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export interface PendingButtonProps extends Pick<ButtonProps, 'type' | 'variant' | 'size' | 'disabled'> {
  /** While the action runs: a spinner before the label, and the button disabled. */
  pending: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A button that starts something the server does (save, sign in, import) and shows it is working. */
export function PendingButton({ pending, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button {...props} disabled={disabled || pending}>
      {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
