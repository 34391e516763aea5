import { Cron } from 'croner';

/**
 * When and under which name backups are taken, and which are kept (docs/backups.md). Pure: the time is
 * always passed in, and the business time zone too (the business clock decides it).
 */

/** kahraba-2026-11-26T0300.backup, or kahraba-2026-11-26T0300-2.backup for a second one that minute. */
const FILE_NAME = /^kahraba-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(?:-(\d+))?\.backup$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock reading in the business's time zone. */
export interface BusinessWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function businessWallClock(at: Date, timeZone: string): BusinessWallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The backup file's name: the business time it was taken, to the minute, then a counter when that
 * name is already among `taken`.
 */
export function backupFileName(at: Date, timeZone: string, taken: readonly string[] = []): string {
  const clock = businessWallClock(at, timeZone);
  const stem = `kahraba-${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}${pad(clock.minute)}`;
  const used = new Set(taken);
  if (!used.has(`${stem}.backup`)) return `${stem}.backup`;
  for (let counter = 2; ; counter += 1) {
    const name = `${stem}-${counter}.backup`;
    if (!used.has(name)) return name;
  }
}

/** What a backup's name says: the business day and minute, and its order within that minute. */
export interface BackupNameParts {
  /** YYYY-MM-DD, business calendar. */
  day: string;
  /** HH:MM, business clock. */
  time: string;
  counter: number;
}

/** The parts of one of our backup names; null for any other file. */
export function parseBackupFileName(name: string): BackupNameParts | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, counter] = match;
  return {
    day: `${year}-${month}-${day}`,
    time: `${hour}:${minute}`,
    counter: counter ? Number(counter) : 1,
  };
}

/** Whether `text` is a time of day written HH:MM (24 hours), as BACKUP_TIME must be. */
export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/**
 * The next instant after `now` at which the business clock reads `time` (HH:MM), found by croner in
 * the business time zone, so a server in another zone or a daylight-saving change still lands on the
 * business's wall clock (docs/backups.md#when-the-nightly-backup-runs): a time a spring change skips
 * runs when the clocks have moved on (00:30 on Beirut's last Sunday of March runs at 01:00), a time
 * an autumn change repeats runs once, the first time.
 */
export function nextDailyRun(now: Date, time: string, timeZone: string): Date {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`not a time of day (HH:MM): ${time}`);
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  // No function given: croner only computes, it schedules nothing.
  const next = new Cron(`${minute} ${hour} * * *`, { timezone: timeZone }).nextRun(now);
  if (next === null) throw new RangeError('no next run found');
  return next;
}

/**
 * Retention (docs/backups.md): every backup of the last `keepDaily` days that have one (a backup taken by
 * hand at noon stays beside the nightly one), and the newest of each of the last `keepMonthly`
 * months that have one; the others are removed. Files that are not our backups are never named.
 * A backup that passed verification (named in `verified`) is never removed while a newer backup has
 * not passed, and the newest verified one is always kept (docs/backups.md): nights of failed backups never
 * push the last good copies out.
 */
export function backupsToRemove(
  names: readonly string[],
  keepDaily: number,
  keepMonthly: number,
  verified: ReadonlySet<string> = new Set(names),
): string[] {
  const ours = names
    .map((name) => ({ name, parts: parseBackupFileName(name) }))
    .filter((entry): entry is { name: string; parts: BackupNameParts } => entry.parts !== null)
    .sort((a, b) => compareNewestFirst(a.parts, b.parts));
  const keptDays = new Set([...new Set(ours.map((entry) => entry.parts.day))].slice(0, keepDaily));
  const keep = new Set(ours.filter((entry) => keptDays.has(entry.parts.day)).map((entry) => entry.name));
  const months = new Set<string>();
  for (const entry of ours) {
    const month = entry.parts.day.slice(0, 7);
    if (months.has(month)) continue;
    if (months.size >= keepMonthly) break;
    months.add(month);
    keep.add(entry.name);
  }
  let newerUnverified = false;
  let newestVerifiedKept = false;
  for (const entry of ours) {
    if (!verified.has(entry.name)) newerUnverified = true;
    else if (newerUnverified || !newestVerifiedKept) keep.add(entry.name);
    if (verified.has(entry.name)) newestVerifiedKept = true;
  }
  return ours.filter((entry) => !keep.has(entry.name)).map((entry) => entry.name);
}

function compareNewestFirst(a: BackupNameParts, b: BackupNameParts): number {
  const left = `${a.day}T${a.time}#${pad(a.counter, 6)}`;
  const right = `${b.day}T${b.time}#${pad(b.counter, 6)}`;
  return left < right ? 1 : left > right ? -1 : 0;
}
