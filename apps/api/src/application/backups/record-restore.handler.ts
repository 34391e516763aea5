import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BackupRestored } from '../events/backup-restored.event';
import { UnitOfWork } from '../events/unit-of-work';
import { RecordRestoreCommand } from './record-restore.command';

@CommandHandler(RecordRestoreCommand)
export class RecordRestoreHandler implements ICommandHandler<RecordRestoreCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute({ actor, details }: RecordRestoreCommand): Promise<void> {
    return this.unitOfWork.record(new BackupRestored({ actor, details: { ...details } }));
  }
}
