import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CutOffSettingsChanged } from '../events/cut-off-settings-changed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { writeOperatorsMayCutOff } from './cut-off-permission.store';
import type { CutOffSettingsView } from './cut-off-settings';
import { SetCutOffSettingsCommand } from './set-cut-off-settings.command';

@CommandHandler(SetCutOffSettingsCommand)
export class SetCutOffSettingsHandler implements ICommandHandler<SetCutOffSettingsCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ settings, actor }: SetCutOffSettingsCommand): Promise<CutOffSettingsView> {
    const operatorsMayCutOff = settings.operatorsMayCutOff === true;
    await this.unitOfWork.run(async (tx, events) => {
      await writeOperatorsMayCutOff(tx, operatorsMayCutOff);
      events.record(new CutOffSettingsChanged({ actor, count: 1, details: { operatorsMayCutOff } }));
    });
    // Only an administrator sets it, and an administrator always may.
    return { operatorsMayCutOff, mayCutOff: true };
  }
}
