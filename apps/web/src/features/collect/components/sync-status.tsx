import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { paths } from '../../../config/route-paths';
import { signInUrlReturningTo } from '../../../lib/api-client';
import type { ReplayResult } from '../../../lib/offline-outbox';
import { collectMessages as t } from '../messages';

/** One line at the top: the connection, the payments waiting for it, and the sync button. */
export function SyncStatus({
  online,
  waiting,
  syncing,
  lastResult,
  onSync,
}: {
  online: boolean;
  waiting: number;
  syncing: boolean;
  lastResult: ReplayResult | null;
  onSync: () => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3" aria-live="polite">
      {!online && <Badge bg="secondary">{t.offline}</Badge>}
      {waiting > 0 && (
        <Badge bg="warning" text="dark" className="fs-6">
          {t.pendingCount(waiting)}
        </Badge>
      )}
      <Button
        variant="outline-primary"
        className="ms-auto app-touch-button"
        disabled={syncing}
        onClick={onSync}
      >
        {syncing ? t.syncing : t.syncNow}
      </Button>
      {lastResult && lastResult.accepted > 0 && (
        <span className="small text-success">{t.syncedSome(lastResult.accepted)}</span>
      )}
      {lastResult?.interrupted && !lastResult.signedOut && waiting > 0 && (
        <span className="small text-secondary">{t.syncStopped}</span>
      )}
      {lastResult?.signedOut && waiting > 0 && (
        <Alert variant="warning" className="w-100 mb-0">
          {t.signedOut} <Alert.Link href={signInUrlReturningTo(paths.collect)}>{t.signIn}</Alert.Link>
        </Alert>
      )}
    </div>
  );
}
