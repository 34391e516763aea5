import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { paths } from '../../../config/route-paths';
import { BackupProblemAlert } from '../../../components/backup-problem-alert';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { MixedDirectionText } from '../../../components/mixed-direction-text';
import { PageLayout } from '../../../components/page-layout';
import { PendingButton } from '../../../components/pending-button';
import { usePhoneLayout } from '../../../components/phone-layout';
import { formatDateTime, isolateLtr } from '../../../lib/display-format';
import { isUnauthorizedError } from '../../../lib/api-client';
import { failureText } from '../../../lib/notify-failure';
import { useBackupStatus } from '../api/get-backup-status';
import { backupDownloadUrl, useBackups, type Backup, type BackupList } from '../api/get-backups';
import { useTakeBackup, type TakenBackup } from '../api/take-backup';
import { formatBackupSize } from '../lib/backup-size';
import { backupsMessages as t } from '../messages';

export interface BackupsPageProps {
  currentUser: { role: string };
}

/** /backups (administrators, docs/backups.md): the backups with their size, time and verification, a
 * download of each, "back up now", and how to restore from the command line. */
export function BackupsPage({ currentUser }: BackupsPageProps) {
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {currentUser.role === 'admin' ? <Backups /> : <Alert variant="warning">{t.adminOnly}</Alert>}
    </PageLayout>
  );
}

function Backups() {
  const backups = useBackups();
  const status = useBackupStatus();
  const take = useTakeBackup();
  const problem = status.data?.problem;
  return (
    <>
      {problem && <BackupProblemAlert problem={problem} className="mb-4" />}
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <PendingButton
          variant="primary"
          className="app-touch-button"
          pending={take.isPending}
          onClick={() => take.mutate()}
        >
          {t.backUpNow}
        </PendingButton>
        {take.isPending && (
          <span role="status" className="text-secondary">
            {t.backingUp}
          </span>
        )}
      </div>
      <TakeOutcome taken={take.data} error={take.error} />
      {backups.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : backups.isError ? (
        <LoadFailedAlert onRetry={backups.refetch}>
          {failureText(backups.error, t.loadFailed) ?? t.loadFailed}
        </LoadFailedAlert>
      ) : (
        <>
          <BackupSettings list={backups.data} />
          <BackupTable backups={backups.data.backups} />
        </>
      )}
      <RestoreHelp />
    </>
  );
}

/** What the last "back up now" left to say: a backup that failed its verification (red), a second copy
 * that was not saved (yellow), or no backup at all, in the server's words (red, e.g. a full disk). */
function TakeOutcome({ taken, error }: { taken: TakenBackup | undefined; error: Error | null }) {
  if (error) {
    // A lost session already has its own notice and the way back to sign in.
    if (isUnauthorizedError(error)) return null;
    return <OutcomeAlert variant="danger" title={t.takeFailed} text={failureText(error)} />;
  }
  if (!taken) return null;
  return (
    <>
      {taken.verified === false && (
        <OutcomeAlert variant="danger" title={t.takenUnverified(taken.name)} text={taken.verifyError} />
      )}
      {taken.verified === null && <OutcomeAlert variant="warning" title={t.takenNotVerified(taken.name)} />}
      {taken.copyError && <OutcomeAlert variant="warning" title={t.copyFailed} text={taken.copyError} />}
    </>
  );
}

function OutcomeAlert({
  variant,
  title,
  text,
}: {
  variant: 'danger' | 'warning';
  title: string;
  text?: string | null;
}) {
  const titleId = useId();
  return (
    <Alert variant={variant} className="mb-4" aria-labelledby={titleId}>
      <p id={titleId} className="fw-bold mb-0 text-break">
        <MixedDirectionText text={title} />
      </p>
      {text && (
        <p className="mb-0 mt-1 text-break">
          <MixedDirectionText text={text} />
        </p>
      )}
    </Alert>
  );
}

function BackupSettings({ list }: { list: BackupList }) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h6">{t.settingsHeading}</h2>
        <dl className="row mb-0 small">
          <dt className="col-sm-3">{t.folder}</dt>
          <dd className="col-sm-9 text-break">
            <bdi dir="ltr">{list.directory}</bdi>
          </dd>
          <dt className="col-sm-3">{t.copyFolder}</dt>
          <dd className="col-sm-9 text-break">
            {list.copyDirectory ? <bdi dir="ltr">{list.copyDirectory}</bdi> : t.noCopyFolder}
          </dd>
          <dt className="col-sm-3">{t.nightly}</dt>
          <dd className="col-sm-9 mb-0">
            {list.nightlyAt ? t.nightlyAt(isolateLtr(list.nightlyAt)) : t.nightlyOff}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

function BackupTable({ backups }: { backups: Backup[] }) {
  const phone = usePhoneLayout();
  return (
    <section aria-labelledby="backups-list" className="mb-4">
      <h2 id="backups-list" className="app-section-title">
        {t.listHeading} <span className="text-secondary small">({t.count(backups.length)})</span>
      </h2>
      {backups.length === 0 ? (
        <p className="text-secondary">{t.empty}</p>
      ) : phone ? (
        <ul className="list-unstyled d-grid gap-3" aria-label={t.listCaption}>
          {backups.map((backup) => (
            <li key={backup.name}>
              <article
                className={
                  failedVerification(backup) ? 'app-record-card border-danger border-2' : 'app-record-card'
                }
                aria-labelledby={`backup-${backup.name}`}
              >
                <header className="app-record-card-head">
                  <h3 id={`backup-${backup.name}`} className="app-record-card-name">
                    {formatDateTime(backup.takenAt) || backup.name}
                  </h3>
                  <span className="app-record-card-meta text-nowrap">{formatBackupSize(backup.bytes)}</span>
                </header>
                <p className="app-record-card-line text-break small mb-2">
                  <bdi dir="ltr">{backup.name}</bdi>
                </p>
                <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                  <Verification backup={backup} />
                  <DownloadLink backup={backup} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <Table responsive striped hover aria-label={t.listCaption} className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t.columns.time}</th>
              <th scope="col">{t.columns.size}</th>
              <th scope="col">{t.columns.verification}</th>
              <th scope="col">{t.columns.download}</th>
            </tr>
          </thead>
          <tbody>
            {backups.map((backup) => (
              <tr key={backup.name} className={failedVerification(backup) ? 'table-danger' : undefined}>
                <td>
                  <div>{formatDateTime(backup.takenAt)}</div>
                  <div className="small text-secondary text-break">
                    <bdi dir="ltr">{backup.name}</bdi>
                  </div>
                </td>
                <td className="text-nowrap">{formatBackupSize(backup.bytes)}</td>
                <td>
                  <Verification backup={backup} />
                </td>
                <td>
                  <DownloadLink backup={backup} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** docs/backups.md: a backup that cannot be relied on is red across its whole row or card. */
function failedVerification(backup: Backup): boolean {
  return backup.takenAt === null || backup.verification?.ok === false;
}

function DownloadLink({ backup }: { backup: Backup }) {
  return (
    <a
      className="btn btn-outline-primary btn-sm d-inline-flex align-items-center"
      style={{ minHeight: 44 }}
      href={backupDownloadUrl(backup.name)}
      download={backup.name}
      aria-label={t.downloadNamed(backup.name)}
    >
      {t.download}
    </a>
  );
}

function Verification({ backup }: { backup: Backup }) {
  if (backup.takenAt === null) return <Badge bg="danger">{t.unreadable}</Badge>;
  const verification = backup.verification;
  if (!verification) return <Badge bg="secondary">{t.notVerified}</Badge>;
  return verification.ok ? (
    <span>
      <Badge bg="success">{t.verified}</Badge>
      <span className="d-block small text-secondary">{formatDateTime(verification.verifiedAt)}</span>
    </span>
  ) : (
    <span>
      <Badge bg="danger">{t.verifyFailed}</Badge>
      {verification.error && (
        <span className="d-block small text-danger">
          <MixedDirectionText text={verification.error} />
        </span>
      )}
    </span>
  );
}

function RestoreHelp() {
  return (
    <Card>
      <Card.Body>
        <h2 className="h6">{t.restoreHeading}</h2>
        <p>{t.restoreIntro}</p>
        <ol className="mb-2">
          <li>{t.restoreStop}</li>
          <li>
            {t.restoreDryRun}
            <Command text="npm run billing -- restore /path/to/kahraba-….backup --dry-run" />
          </li>
          <li>
            {t.restoreRun}
            <Command text="npm run billing -- restore /path/to/kahraba-….backup" />
            <span className="small">
              {t.restoreForce[0]} <code dir="ltr">--force</code>
              {t.restoreForce[1]}
            </span>
          </li>
          <li>{t.restoreStart}</li>
        </ol>
        <p className="small text-secondary mb-0">{t.restoreNewMachine}</p>
      </Card.Body>
    </Card>
  );
}

/** A command to type, left to right, wrapped on a phone rather than cut off. */
function Command({ text }: { text: string }) {
  return (
    <pre
      dir="ltr"
      className="bg-body-tertiary p-2 rounded small mb-1"
      // Left-aligned as typed (the RTL stylesheet turns text-start into right).
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', textAlign: 'left' }}
    >
      <code>{text}</code>
    </pre>
  );
}
