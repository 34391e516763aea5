import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { useConfirm } from '../../../components/confirm-dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PasscodeLockScreen } from '../../../components/passcode-lock';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { useArchiveDataset, useRestoreDatasetArchive } from '../api/archive-dataset';
import { useTableCounts } from '../api/get-table-counts';
import { archiveManagementMessages as t } from '../messages';

export interface ArchiveManagementPageProps {
  /** The signed-in user: the tools are an administrator's (the server refuses an operator too). */
  currentUser: { role: string };
}

/** One card per dataset with its live count (docs/operator-guide.md#archive-management); archive (confirmed,
 * naming the count) and take the last manual archive back. Behind the tables passcode verified by the
 * server. */
export function ArchiveManagementPage({ currentUser }: ArchiveManagementPageProps) {
  const [unlocked, setUnlocked] = useState(false);
  const [relockNotice, setRelockNotice] = useState<string>();
  const isAdmin = currentUser.role === 'admin';
  const relock = () => {
    setUnlocked(false);
    setRelockNotice(t.relocked);
  };
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {!isAdmin ? (
        <Alert variant="warning">{t.adminOnly}</Alert>
      ) : !unlocked ? (
        <PasscodeLockScreen
          title={t.lockTitle}
          text={t.lockText}
          unlockLabel={t.unlock}
          notice={relockNotice}
          onUnlocked={() => {
            setRelockNotice(undefined);
            setUnlocked(true);
          }}
        />
      ) : (
        <DatasetCards onPasscodeRequired={relock} />
      )}
    </PageLayout>
  );
}

function DatasetCards({ onPasscodeRequired }: { onPasscodeRequired: () => void }) {
  const counts = useTableCounts();
  const confirm = useConfirm();
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'PASSCODE_REQUIRED') onPasscodeRequired();
  };
  const archive = useArchiveDataset({ onError });
  const restore = useRestoreDatasetArchive({ onError });

  if (counts.isPending) return <LoadingSpinner label={t.loading} />;
  if (counts.isError) return <LoadFailedAlert onRetry={counts.refetch}>{t.loadFailed}</LoadFailedAlert>;

  const busy = archive.isPending || restore.isPending;
  const askArchive = async (endpoint: string, label: string, count: number) => {
    const sure = await confirm({
      title: t.confirmArchiveTitle(label, count),
      message: t.confirmArchiveText,
      confirmLabel: t.confirmArchive,
      variant: 'danger',
    });
    if (sure) archive.mutate(endpoint);
  };
  const askRestore = async (endpoint: string, label: string) => {
    const sure = await confirm({
      title: t.confirmRestoreTitle(label),
      message: t.confirmRestoreText,
      confirmLabel: t.confirmRestore,
      variant: 'warning',
    });
    if (sure) restore.mutate(endpoint);
  };

  return (
    <Row xs={1} md={2} className="g-3">
      {Object.entries(counts.data).map(([endpoint, count]) => {
        const label = t.datasets[endpoint] ?? endpoint;
        return (
          <Col key={endpoint}>
            <Card className="app-data-card h-100" as="section" aria-label={label}>
              <Card.Body className="d-flex flex-column gap-3">
                <h2 className="h5 fw-bold mb-0">{label}</h2>
                <p className="mb-0">
                  {t.liveCount}: <strong>{count}</strong>
                </p>
                <div className="d-flex flex-wrap gap-2 mt-auto">
                  <PendingButton
                    variant="danger"
                    disabled={busy || count === 0}
                    pending={archive.isPending && archive.variables === endpoint}
                    onClick={() => void askArchive(endpoint, label, count)}
                  >
                    {t.archive}
                  </PendingButton>
                  <PendingButton
                    variant="outline-primary"
                    disabled={busy || count > 0}
                    pending={restore.isPending && restore.variables === endpoint}
                    onClick={() => void askRestore(endpoint, label)}
                  >
                    {t.restore}
                  </PendingButton>
                </div>
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
