import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { nextDailyRun } from '@kahraba/billing-domain';
import { Clock } from '../clock/clock';
import { BackupFolder } from './backup-folder';
import { TakeBackupCommand } from './take-backup.command';

/**
 * The running app's nightly backup (docs/backups.md): a plain timer set for the next BACKUP_TIME on the
 * business clock, set again after each run. Every instance sets one; the advisory lock and the
 * check for tonight's file leave one backup a night.
 */
@Injectable()
export class NightlyBackupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly commands: CommandBus,
    private readonly folder: BackupFolder,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private schedule(): void {
    const { time, timeZone } = this.folder.settings;
    if (time === null) return;
    const now = this.clock.now();
    const delay = nextDailyRun(now, time, timeZone).getTime() - now.getTime();
    this.timer = setTimeout(() => void this.run(), delay);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    this.running = this.commands.execute(new TakeBackupCommand('nightly', { verify: true }));
    try {
      await this.running;
    } catch (error) {
      console.error(`[kahraba] nightly backup failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      this.running = null;
      if (this.timer !== null) this.schedule();
    }
  }
}
