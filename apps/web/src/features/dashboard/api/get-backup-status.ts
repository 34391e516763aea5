// The dashboard and the backups screen both show it (issue 27): its fetcher is shared in lib.
export { backupStatusQueryOptions, useBackupStatus, type BackupStatus } from '../../../lib/backup-status';
