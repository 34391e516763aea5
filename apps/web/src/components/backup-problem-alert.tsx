import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { formatDateTime } from '../lib/display-format';
import type { BackupProblem } from '../lib/backup-status';
import { componentMessages as t } from './messages';
import { MixedDirectionText } from './mixed-direction-text';

export interface BackupProblemAlertProps {
  /** What is wrong now, from `GET /api/backups/status`. */
  problem: BackupProblem;
  /** After the time, e.g. the link to the backups screen. */
  children?: ReactNode;
  className?: string;
}

/** docs/backups.md: a backup that failed, or failed its verification, is said loudly in red, in the server's
 * own Arabic sentence, with when it went wrong. */
export function BackupProblemAlert({ problem, children, className }: BackupProblemAlertProps) {
  const titleId = useId();
  return (
    <Alert variant="danger" className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="h6 alert-heading fw-bold mb-1">
        {t.backupProblemTitle}
      </h2>
      <p className="mb-1 fw-semibold text-break">
        <MixedDirectionText text={problem.message} />
      </p>
      <p className="mb-0 small d-flex flex-wrap align-items-center column-gap-3">
        <span>
          {t.backupProblemAt} <bdi dir="ltr">{formatDateTime(problem.at)}</bdi>
        </span>
        {children}
      </p>
    </Alert>
  );
}
