/** A backup older than this is shown in red on the dashboard (docs/screens.md#administration-screens). */
const STALE_BACKUP_HOURS = 48;

export interface BackupAge {
  /** Whole hours since the newest verified backup was taken; null when there is none. */
  hours: number | null;
  stale: boolean;
}

export function backupAgeOf(lastVerifiedAt: string | null, now: Date): BackupAge {
  if (lastVerifiedAt === null) return { hours: null, stale: true };
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(lastVerifiedAt).getTime()) / 3_600_000));
  return { hours, stale: hours >= STALE_BACKUP_HOURS };
}
