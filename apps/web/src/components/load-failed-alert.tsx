import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { componentMessages } from './messages';

export interface LoadFailedAlertProps {
  /** What could not be loaded, e.g. 'تعذّر تحميل السجلات'. */
  children: ReactNode;
  onRetry: () => unknown;
  className?: string;
}

/** Says that data could not be loaded, with a button to try again. */
export function LoadFailedAlert({ children, onRetry, className }: LoadFailedAlertProps) {
  return (
    <Alert
      variant="danger"
      className={[className, 'd-flex align-items-center gap-3'].filter(Boolean).join(' ')}
    >
      <span className="flex-grow-1">{children}</span>
      <Button size="sm" variant="outline-danger" onClick={() => onRetry()}>
        {componentMessages.retry}
      </Button>
    </Alert>
  );
}
