import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseRecordTableConfig, type RecordTableConfigText } from '@kahraba/billing-domain';
import { notifyCustomerChange, writeAudit, writeSetting } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readTableConfig, TABLE_CONFIG_KEY } from '../settings/table-config.store';
import { UpdateTableConfigCommand } from './update-table-config.command';

@CommandHandler(UpdateTableConfigCommand)
export class UpdateTableConfigHandler implements ICommandHandler<UpdateTableConfigCommand> {
  constructor(private readonly db: Database) {}

  async execute({ text, actor }: UpdateTableConfigCommand): Promise<RecordTableConfigText> {
    const { config } = parseRecordTableConfig(text);
    await this.db.transaction(async (tx) => {
      const before = await readTableConfig(tx);
      await writeSetting(tx, TABLE_CONFIG_KEY, config);
      await writeAudit(tx, { actor, action: 'update-table-config', details: { before, after: config } });
      // The record tables and the main table's panels follow the ampere stream: open screens refetch.
      await notifyCustomerChange(tx, 'ampere', 'updated', { id: TABLE_CONFIG_KEY, name: 'إعدادات الجداول' });
    });
    return config;
  }
}
