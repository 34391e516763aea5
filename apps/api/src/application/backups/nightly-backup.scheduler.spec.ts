import type { CommandBus } from '@nestjs/cqrs';
import type { Clock } from '../clock/clock';
import type { BackupFolder } from './backup-folder';
import type { BackupSettings } from './backup-settings';
import { NightlyBackupScheduler } from './nightly-backup.scheduler';
import { TakeBackupCommand } from './take-backup.command';

/** The running app's timer takes the backup at BACKUP_TIME on the business clock, nightly. */
describe('the nightly backup timer', () => {
  const settings = (time: string | null): BackupSettings => ({
    directory: '/srv/backups',
    copyDirectory: null,
    time,
    keepDaily: 14,
    keepMonthly: 12,
    timeZone: 'Asia/Beirut',
  });

  beforeEach(() => {
    jest.useFakeTimers();
    // 22:30 in Beirut (UTC+2): the backup is due in four and a half hours.
    jest.setSystemTime(new Date('2026-11-25T20:30:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  function scheduler(time: string | null) {
    const sent: TakeBackupCommand[] = [];
    const commands = {
      execute: async (command: TakeBackupCommand) => sent.push(command),
    } as unknown as CommandBus;
    const clock = { now: () => new Date() } as Clock;
    const timer = new NightlyBackupScheduler(commands, { settings: settings(time) } as BackupFolder, clock);
    return { timer, sent };
  }

  it('takes a verified backup at 03:00 Beirut time, and again the next night', async () => {
    const { timer, sent } = scheduler('03:00');
    timer.onApplicationBootstrap();

    await jest.advanceTimersByTimeAsync(4.5 * 3_600_000 - 1_000);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([new TakeBackupCommand('nightly', { verify: true })]);
    expect(new Date().toISOString()).toBe('2026-11-26T01:00:00.000Z');

    await jest.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(sent).toHaveLength(2);
    await timer.onApplicationShutdown();
  });

  it('takes none when BACKUP_TIME is off, and none after the app stops', async () => {
    const off = scheduler(null);
    off.timer.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(off.sent).toEqual([]);

    const stopped = scheduler('03:00');
    stopped.timer.onApplicationBootstrap();
    await stopped.timer.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(stopped.sent).toEqual([]);
  });
});
