import Spinner from 'react-bootstrap/Spinner';
import { componentMessages } from './messages';

export interface LoadingSpinnerProps {
  label?: string;
  /** Centres the spinner in the whole viewport instead of its container. */
  fullPage?: boolean;
}

export function LoadingSpinner({ label = componentMessages.loading, fullPage = false }: LoadingSpinnerProps) {
  return (
    <div
      role="status"
      className={`d-flex align-items-center justify-content-center gap-2 text-secondary ${fullPage ? 'min-vh-100' : 'py-5'}`}
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
