import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BackupManifest } from '../backup/backup-manifest';

/**
 * Test support: writes `target` as the backup `source` with its text changed by `edit`, and a closing
 * digest made again for what it now holds, so only the checks after the file's own can refuse it.
 */
export function rewriteBackup(source: string, target: string, edit: (text: string) => string): void {
  writeFileSync(target, gzipSync(withFreshDigest(edit(gunzipSync(readFileSync(source)).toString()))), {
    mode: 0o600,
  });
}

function withFreshDigest(text: string): string {
  const body = text.slice(0, text.lastIndexOf('END '));
  return `${body}END ${createHash('sha256').update(body).digest('hex')}\n`;
}

/**
 * A backup's text as the release before row checksums wrote it: tables in alphabetical order (its
 * foreign-key walk never ran) and no row checksums.
 */
export function asWrittenBeforeIssue27(text: string): string {
  const lines = text.slice(0, text.lastIndexOf('END ')).split('\n');
  const manifest = JSON.parse(lines[1]) as BackupManifest;
  const sections = new Map<string, string[]>();
  let at = 2;
  for (const table of manifest.tables) {
    const end = lines.indexOf('\\.', at);
    sections.set(table.name, lines.slice(at, end + 1));
    at = end + 1;
  }
  const tables = [...manifest.tables]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((table) => ({ name: table.name, columns: table.columns, rows: table.rows, sums: table.sums }));
  return [
    lines[0],
    JSON.stringify({ ...manifest, tables }),
    ...tables.flatMap((table) => sections.get(table.name)!),
    'END ',
  ].join('\n');
}
