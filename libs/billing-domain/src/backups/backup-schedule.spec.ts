import {
  backupFileName,
  backupsToRemove,
  isTimeOfDay,
  nextDailyRun,
  parseBackupFileName,
} from './backup-schedule';

const BEIRUT = 'Asia/Beirut';

describe('backup file names', () => {
  it('names a backup with the business time, to the minute', () => {
    // 01:00 UTC on 26 November is 03:00 in Beirut (UTC+2 in winter).
    expect(backupFileName(new Date('2026-11-26T01:00:30Z'), BEIRUT)).toBe('kahraba-2026-11-26T0300.backup');
  });

  it('uses the business day, not the server day, near midnight', () => {
    expect(backupFileName(new Date('2026-07-14T22:30:00Z'), BEIRUT)).toBe('kahraba-2026-07-15T0130.backup');
  });

  it('adds a counter when that minute already has a backup', () => {
    const at = new Date('2026-11-26T01:00:00Z');
    expect(backupFileName(at, BEIRUT, ['kahraba-2026-11-26T0300.backup'])).toBe(
      'kahraba-2026-11-26T0300-2.backup',
    );
  });

  it('reads its own names back and nothing else', () => {
    expect(parseBackupFileName('kahraba-2026-11-26T0300-2.backup')).toEqual({
      day: '2026-11-26',
      time: '03:00',
      counter: 2,
    });
    expect(parseBackupFileName('kahraba-2026-11-26T0300.backup.part')).toBeNull();
    expect(parseBackupFileName('notes.txt')).toBeNull();
  });
});

describe('the nightly run', () => {
  it('runs at 03:00 Beirut time tonight when it is evening', () => {
    expect(nextDailyRun(new Date('2026-11-26T18:00:00Z'), '03:00', BEIRUT).toISOString()).toBe(
      '2026-11-27T01:00:00.000Z',
    );
  });

  it('runs later today when the time has not come yet, in summer time too (UTC+3)', () => {
    expect(nextDailyRun(new Date('2026-07-14T23:30:00Z'), '03:00', BEIRUT).toISOString()).toBe(
      '2026-07-15T00:00:00.000Z',
    );
  });

  it('never answers the instant it is asked at', () => {
    expect(nextDailyRun(new Date('2026-11-27T01:00:00Z'), '03:00', BEIRUT).toISOString()).toBe(
      '2026-11-28T01:00:00.000Z',
    );
  });

  it('keeps the business hour across the spring change (last Sunday of March in Beirut)', () => {
    // Saturday 28 March 2026 03:00 is still winter time (UTC+2); Sunday 29 March 03:00 is summer time.
    expect(nextDailyRun(new Date('2026-03-28T02:00:00Z'), '03:00', BEIRUT).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
  });

  it('runs a time the spring change skips when the clocks have moved on', () => {
    // On 29 March 2026 Beirut's clocks go from 00:00 straight to 01:00: 00:30 runs at 01:00.
    expect(nextDailyRun(new Date('2026-03-28T12:00:00Z'), '00:30', BEIRUT).toISOString()).toBe(
      '2026-03-28T22:00:00.000Z',
    );
    expect(nextDailyRun(new Date('2026-03-28T22:00:00Z'), '00:30', BEIRUT).toISOString()).toBe(
      '2026-03-29T21:30:00.000Z',
    );
  });

  it('keeps the business hour across the autumn change (last Sunday of October in Beirut)', () => {
    // Sunday 25 October 2026 03:00 is winter time again (UTC+2), the Saturday's was summer time.
    expect(nextDailyRun(new Date('2026-10-24T01:00:00Z'), '03:00', BEIRUT).toISOString()).toBe(
      '2026-10-25T01:00:00.000Z',
    );
  });

  it('runs a time the autumn change repeats once, the first time', () => {
    // On 24 October 2026 Beirut's clock reads 23:30 twice (summer, then winter time).
    expect(nextDailyRun(new Date('2026-10-24T12:00:00Z'), '23:30', BEIRUT).toISOString()).toBe(
      '2026-10-24T20:30:00.000Z',
    );
    expect(nextDailyRun(new Date('2026-10-24T20:30:00Z'), '23:30', BEIRUT).toISOString()).toBe(
      '2026-10-25T21:30:00.000Z',
    );
  });

  it('accepts HH:MM on a 24-hour clock only', () => {
    expect(isTimeOfDay('03:00')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('3:00')).toBe(false);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(() => nextDailyRun(new Date(), '3am', BEIRUT)).toThrow(RangeError);
  });
});

describe('which backups are kept', () => {
  const nightly = (day: string) => `kahraba-${day}T0300.backup`;

  it('keeps every backup of the last days, the newest of each of the last months, and removes the rest', () => {
    const names = [
      nightly('2026-09-30'),
      nightly('2026-10-15'),
      nightly('2026-10-31'),
      nightly('2026-11-24'),
      'kahraba-2026-11-25T0300.backup',
      'kahraba-2026-11-25T1412.backup',
      nightly('2026-11-26'),
    ];
    // 2 days: 26 Nov, and both of 25 Nov. 2 months: November (26th), October (31st).
    expect(backupsToRemove(names, 2, 2).sort()).toEqual(
      [nightly('2026-09-30'), nightly('2026-10-15'), nightly('2026-11-24')].sort(),
    );
  });

  it('keeps 14 days and 12 months of nightly backups by default', () => {
    const names: string[] = [];
    for (let day = new Date('2025-01-01T12:00:00Z'); day < new Date('2026-11-27T00:00:00Z');) {
      names.push(nightly(day.toISOString().slice(0, 10)));
      day = new Date(day.getTime() + 86_400_000);
    }
    const kept = names.filter((name) => !backupsToRemove(names, 14, 12).includes(name));
    // The 14 newest days, plus the last day of each of the 11 months before November 2026.
    expect(kept).toHaveLength(14 + 11);
    expect(kept).toContain(nightly('2025-12-31'));
    expect(kept).not.toContain(nightly('2025-11-30'));
  });

  it('keeps the verified backups while newer ones failed, however many nights failed', () => {
    const days = Array.from({ length: 20 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    const names = days.map(nightly);
    // Verified up to the 5th; every night since failed its verification.
    const verified = new Set(names.slice(0, 5));
    const removed = backupsToRemove(names, 3, 1, verified);
    for (const name of verified) expect(removed).not.toContain(name);
    // The failed nights beyond the last 3 days go, as retention says.
    expect(removed).toContain(nightly('2026-11-06'));
    expect(removed).not.toContain(nightly('2026-11-20'));
  });

  it('keeps the verified backups older than a failed one until it ages out, then removes them', () => {
    const names = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'].map(nightly);
    const verified = new Set([nightly('2026-11-01'), nightly('2026-11-02'), nightly('2026-11-04')]);
    // 04 verified, 03 failed: 01 and 02 stay while 03 is there; 03 itself ages out.
    expect(backupsToRemove(names, 1, 1, verified)).toEqual([nightly('2026-11-03')]);
    expect(backupsToRemove(names.slice(0, 3), 1, 1, verified)).toEqual([]);
    const allVerified = new Set(names);
    expect(backupsToRemove(names, 1, 1, allVerified).sort()).toEqual(
      ['2026-11-01', '2026-11-02', '2026-11-03'].map(nightly).sort(),
    );
  });

  it('never names a file that is not a backup', () => {
    expect(backupsToRemove(['readme.txt', 'kahraba-2026-11-26T0300.backup.verified'], 0, 0)).toEqual([]);
  });
});
