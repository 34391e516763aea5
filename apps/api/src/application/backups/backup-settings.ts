import { dirname, join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { InvalidInputError, isTimeOfDay } from '@kahraba/billing-domain';
import { dataDirectoryOf } from '@kahraba/persistence';
import { businessTimeZoneOf } from '../clock/business-time-zone';

/** Where and when backups are taken (docs/backups.md), from the environment with safe defaults. */
export interface BackupSettings {
  /** BACKUP_DIR, default DATA_DIR/../backups (beside the data, not inside it). */
  directory: string;
  /** BACKUP_COPY_DIR: a second place each backup is copied to (a USB stick, a mounted share). */
  copyDirectory: string | null;
  /** BACKUP_TIME, HH:MM on the business clock (default 03:00); `off` takes no nightly backup. */
  time: string | null;
  keepDaily: number;
  keepMonthly: number;
  /** The business clock's zone: names the files and places the nightly run. */
  timeZone: string;
}

export const BACKUP_SETTINGS = Symbol('BACKUP_SETTINGS');

export function backupSettingsFrom(env: NodeJS.ProcessEnv): BackupSettings {
  const dataDir = dataDirectoryOf(env).path;
  const time = (env.BACKUP_TIME ?? '03:00').trim();
  if (time !== 'off' && !isTimeOfDay(time))
    throw new InvalidInputError(
      `BACKUP_TIME غير صالح: ${time} (اكتب HH:MM مثل 03:00)`,
      'INVALID_BACKUP_TIME',
    );
  return {
    directory: resolve(env.BACKUP_DIR || join(dirname(dataDir), 'backups')),
    copyDirectory: env.BACKUP_COPY_DIR ? resolve(env.BACKUP_COPY_DIR) : null,
    time: time === 'off' ? null : time,
    keepDaily: count(env.BACKUP_KEEP_DAILY, 14, 'BACKUP_KEEP_DAILY'),
    keepMonthly: count(env.BACKUP_KEEP_MONTHLY, 12, 'BACKUP_KEEP_MONTHLY'),
    timeZone: businessTimeZone(),
  };
}

/** The one place the backups ask for the business's time zone (the business clock's setting). */
export function businessTimeZone(): string {
  return businessTimeZoneOf(process.env);
}

function count(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new InvalidInputError(`${name} يجب أن يكون عدداً صحيحاً من 1 فما فوق`, 'INVALID_BACKUP_SETTING');
  return value;
}

/** The program's version, recorded in each backup's manifest. */
export function appVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
