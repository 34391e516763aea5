import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useBackupStatus } from '../api/get-backup-status';
import { backupAgeOf } from '../lib/backup-age';
import { dashboardMessages as t } from '../messages';

/** issue 17: how old the newest verified backup is; red after 48 hours or when there is none. */
export function BackupAgeLine() {
  const status = useBackupStatus();
  if (status.isPending || status.isError) return null;
  const age = backupAgeOf(status.data.lastVerifiedAt, new Date());
  return (
    <p className={`mb-4 small fw-semibold ${age.stale ? 'text-danger' : 'text-success'}`} role="status">
      {age.hours === null ? t.noVerifiedBackup : t.lastVerifiedBackup(age.hours)}{' '}
      <Link to={paths.backups} className={age.stale ? 'app-touch-link link-danger' : 'app-touch-link'}>
        {t.backupsLink}
      </Link>
    </p>
  );
}
