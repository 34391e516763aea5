import { backupsMessages as t } from '../messages';

/** A backup's size for people, in كيلوبايت under a megabyte and in ميغابايت above. */
export function formatBackupSize(bytes: number): string {
  if (bytes < 1024 * 1024) return t.sizeKb((bytes / 1024).toFixed(1));
  return t.sizeMb((bytes / 1024 / 1024).toFixed(1));
}
