import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { SyncResult } from '../lib/payment-queue';
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
  lastResult: SyncResult | null;
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
      <Button size="sm" variant="outline-primary" className="ms-auto" disabled={syncing} onClick={onSync}>
        {syncing ? t.syncing : t.syncNow}
      </Button>
      {lastResult && lastResult.recorded > 0 && (
        <span className="small text-success">{t.syncedSome(lastResult.recorded)}</span>
      )}
      {lastResult?.interrupted && waiting > 0 && (
        <span className="small text-secondary">{t.syncStopped}</span>
      )}
    </div>
  );
}
