import { Link } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { BackupProblemAlert } from '../../../components/backup-problem-alert';
import { useBackupStatus } from '../api/get-backup-status';
import { backupAgeOf } from '../lib/backup-age';
import { dashboardMessages as t } from '../messages';

/** docs/backups.md: how old the newest verified backup is; red after 48 hours or when there is none.
 * docs/backups.md: above it, in a red alert, what is wrong with the backups now, with the link to them. */
export function BackupAgeLine() {
  const status = useBackupStatus();
  if (status.isPending || status.isError) return null;
  const { lastVerifiedAt, problem } = status.data;
  const age = backupAgeOf(lastVerifiedAt, new Date());
  return (
    <>
      {problem && (
        <BackupProblemAlert problem={problem} className="mb-3">
          <Link to={paths.backups} className="alert-link app-touch-link">
            {t.backupsLink}
          </Link>
        </BackupProblemAlert>
      )}
      <p className={`mb-4 small fw-semibold ${age.stale ? 'text-danger' : 'text-success'}`} role="status">
        {age.hours === null ? t.noVerifiedBackup : t.lastVerifiedBackup(age.hours)}
        {!problem && (
          <>
            {' '}
            <Link to={paths.backups} className={age.stale ? 'app-touch-link link-danger' : 'app-touch-link'}>
              {t.backupsLink}
            </Link>
          </>
        )}
      </p>
    </>
  );
}
