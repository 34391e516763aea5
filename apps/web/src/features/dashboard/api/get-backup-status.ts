// The dashboard and the backups screen both show it (docs/backups.md): its fetcher is shared in lib.
export { useBackupStatus } from '../../../lib/backup-status';
