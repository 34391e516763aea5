import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BackupsController } from './backups.controller';
import { BackupsModule } from '../../application/backups/backups.module';
import { NightlyBackupScheduler } from '../../application/backups/nightly-backup.scheduler';

/** The HTTP face of backups, and the running app's nightly backup (the CLI has neither). */
@Module({
  imports: [CqrsModule, BackupsModule],
  controllers: [BackupsController],
  providers: [NightlyBackupScheduler],
})
export class BackupsHttpModule {}
