import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseRecordTableConfig, type RecordTableConfigText } from '@kahraba/billing-domain';
import { writeSetting } from '@kahraba/persistence';
import { TableConfigChanged } from '../events/table-config-changed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { readTableConfig, TABLE_CONFIG_KEY } from '../settings/table-config.store';
import { UpdateTableConfigCommand } from './update-table-config.command';

@CommandHandler(UpdateTableConfigCommand)
export class UpdateTableConfigHandler implements ICommandHandler<UpdateTableConfigCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ text, actor }: UpdateTableConfigCommand): Promise<RecordTableConfigText> {
    const { config } = parseRecordTableConfig(text);
    await this.unitOfWork.run(async (tx, events) => {
      const before = await readTableConfig(tx);
      await writeSetting(tx, TABLE_CONFIG_KEY, config);
      events.record(new TableConfigChanged({ actor, details: { before, after: config } }, TABLE_CONFIG_KEY));
    });
    return config;
  }
}
