import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  BackupNotFoundError,
  backupsToRemove,
  parseBackupFileName,
  type FailedBackup,
} from '@kahraba/billing-domain';
import { readBackupManifest } from '@kahraba/persistence';
import { BACKUP_SETTINGS, type BackupSettings } from './backup-settings';

/** What the last verification of a backup found, kept beside it as `<name>.verified`. */
export interface BackupVerification {
  verifiedAt: string;
  ok: boolean;
  error?: string;
}

/** One backup as the list shows it. */
export interface BackupListing {
  name: string;
  bytes: number;
  /** When its snapshot was taken (ISO), from its manifest; null when the file cannot be read. */
  takenAt: string | null;
  schemaVersion: string | null;
  verification: BackupVerification | null;
}

/** The backup folder (BACKUP_DIR): its files, their verifications, retention and the second copy. */
@Injectable()
export class BackupFolder {
  /** The last backup this process could not take, kept even when the database could not audit it. */
  private lastFailure: FailedBackup | null = null;

  constructor(@Inject(BACKUP_SETTINGS) readonly settings: BackupSettings) {}

  recordFailure(failure: FailedBackup): void {
    this.lastFailure = failure;
  }

  /** The newest of this process's last failure and `audited` (the audit log's, any instance's). */
  lastFailureSince(audited: FailedBackup | null): FailedBackup | null {
    if (!this.lastFailure) return audited;
    if (!audited) return this.lastFailure;
    return Date.parse(audited.at) > Date.parse(this.lastFailure.at) ? audited : this.lastFailure;
  }

  get directory(): string {
    return this.settings.directory;
  }

  async prepare(directory = this.directory): Promise<void> {
    await mkdir(directory, { recursive: true, mode: 0o700 });
  }

  /**
   * Removes what a backup killed half-way left (`….backup.part`): called under the backup lock, when
   * no other backup can be writing one.
   */
  async removeUnfinished(directory = this.directory): Promise<void> {
    const entries = await readdir(directory).catch(() => [] as string[]);
    for (const name of entries) {
      if (name.endsWith('.backup.part') && parseBackupFileName(name.slice(0, -'.part'.length)) !== null)
        await rm(join(directory, name), { force: true });
    }
  }

  async names(directory = this.directory): Promise<string[]> {
    const entries = await readdir(directory).catch(() => [] as string[]);
    return entries.filter((name) => parseBackupFileName(name) !== null);
  }

  /** The path of one of our backups in the folder; any other name is not found. */
  pathOf(name: string): string {
    if (parseBackupFileName(name) === null || basename(name) !== name) throw new BackupNotFoundError();
    return join(this.directory, name);
  }

  /** Newest first. */
  async list(): Promise<BackupListing[]> {
    const names = (await this.names()).sort().reverse();
    const listings: BackupListing[] = [];
    for (const name of names) {
      const file = join(this.directory, name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      const manifest = await readBackupManifest(file).catch(() => null);
      listings.push({
        name,
        bytes: info.size,
        takenAt: manifest?.takenAt ?? null,
        schemaVersion: manifest?.schemaVersion ?? null,
        verification: await this.verificationOf(file),
      });
    }
    return listings.sort(
      (a, b) => (b.takenAt ?? '').localeCompare(a.takenAt ?? '') || b.name.localeCompare(a.name),
    );
  }

  async verificationOf(file: string): Promise<BackupVerification | null> {
    try {
      return JSON.parse(await readFile(`${file}.verified`, 'utf8')) as BackupVerification;
    } catch {
      return null;
    }
  }

  /** Records a verification beside the file (best effort: a read-only stick keeps no record). */
  async recordVerification(file: string, verification: BackupVerification): Promise<void> {
    const record = `${file}.verified`;
    await writeFile(`${record}.part`, JSON.stringify(verification), { mode: 0o600 })
      .then(() => rename(`${record}.part`, record))
      .catch(() => undefined);
  }

  /** Copies a backup to BACKUP_COPY_DIR (atomically there too); the copy's path, or null without one. */
  async copyAway(file: string): Promise<string | null> {
    const target = this.settings.copyDirectory;
    if (!target) return null;
    await this.prepare(target);
    const copy = join(target, basename(file));
    try {
      await copyFile(file, `${copy}.part`);
      await rename(`${copy}.part`, copy);
    } catch (error) {
      // A full stick keeps nothing half-copied (docs/backups.md).
      await rm(`${copy}.part`, { force: true }).catch(() => undefined);
      throw error;
    }
    const verification = await this.verificationOf(file);
    if (verification) await this.recordVerification(copy, verification);
    return copy;
  }

  /**
   * Removes what retention does not keep (BACKUP_KEEP_DAILY, BACKUP_KEEP_MONTHLY), in both places;
   * a verified backup stays while a newer one did not pass (docs/backups.md).
   */
  async applyRetention(): Promise<string[]> {
    const removed: string[] = [];
    for (const directory of [this.directory, this.settings.copyDirectory]) {
      if (!directory) continue;
      const names = await this.names(directory);
      const verified = new Set<string>();
      for (const name of names)
        if ((await this.verificationOf(join(directory, name)))?.ok) verified.add(name);
      for (const name of backupsToRemove(
        names,
        this.settings.keepDaily,
        this.settings.keepMonthly,
        verified,
      )) {
        await rm(join(directory, name), { force: true });
        await rm(join(directory, `${name}.verified`), { force: true });
        if (directory === this.directory) removed.push(name);
      }
    }
    return removed;
  }
}
