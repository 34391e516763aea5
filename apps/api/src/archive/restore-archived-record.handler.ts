import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ArchivedRecordNotFoundError, normaliseRecordKey } from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  allocateCustomerNumbers,
  findAmpereRecord,
  restoreFromArchive,
  writeAudit,
  type AmpereRecordView,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { RestoreArchivedRecordCommand } from './restore-archived-record.command';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RestoreArchivedRecordCommand)
export class RestoreArchivedRecordHandler implements ICommandHandler<RestoreArchivedRecordCommand> {
  constructor(private readonly db: Database) {}

  async execute({ archivedId, actor }: RestoreArchivedRecordCommand): Promise<AmpereRecordView> {
    if (!UUID_SHAPE.test(archivedId)) throw new ArchivedRecordNotFoundError();
    const id = await this.db.transaction(async (tx) => {
      const number = await allocateCustomerNumbers(tx, AMPERE_TABLES, 1);
      const restored = await restoreFromArchive(tx, AMPERE_TABLES, archivedId, number, (row) =>
        normaliseRecordKey(row.name, row.box),
      );
      if (!restored) throw new ArchivedRecordNotFoundError();
      await writeAudit(tx, {
        actor,
        action: 'restore-record',
        system: 'ampere',
        details: { archivedId, customerNumber: number },
      });
      return restored;
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}
