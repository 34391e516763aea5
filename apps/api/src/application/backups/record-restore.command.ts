/** What a restore brought, for the audit log. */
export interface RestoreDetails {
  file: string;
  takenAt: string;
  schemaVersion: string;
  upgradedWith: readonly string[];
  /** Where the data the restore replaced was backed up, or null when there was none. */
  replacedBackup: string | null;
}

/**
 * Records a restore the terminal has just done, on the restored database (docs/backups.md): the
 * restore itself runs before any application may hold that database, so it is recorded after.
 */
export class RecordRestoreCommand {
  constructor(
    readonly actor: string,
    readonly details: RestoreDetails,
  ) {}
}
