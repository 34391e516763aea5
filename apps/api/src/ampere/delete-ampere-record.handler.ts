import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import { AMPERE_TABLES, moveToArchive, writeAudit, notifyCustomerChange } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { DeleteAmpereRecordCommand } from './delete-ampere-record.command';

export const DELETION_REASON = 'deleted';

@CommandHandler(DeleteAmpereRecordCommand)
export class DeleteAmpereRecordHandler implements ICommandHandler<DeleteAmpereRecordCommand> {
  constructor(private readonly db: Database) {}

  async execute({ id, actor }: DeleteAmpereRecordCommand): Promise<{ archivedId: string }> {
    return this.db.transaction(async (tx) => {
      const moved = await moveToArchive(tx, AMPERE_TABLES, 'r.id = $1', [id], DELETION_REASON);
      if (moved.length === 0) throw new RecordNotFoundError();
      const [archived] = await tx.query<{ id: string; name: string }>(
        `SELECT id, name FROM ${AMPERE_TABLES.archive} WHERE original_id = $1 ORDER BY deleted_at DESC LIMIT 1`,
        [id],
      );
      await writeAudit(tx, { actor, action: 'delete-record', system: 'ampere', count: 1, details: { id } });
      await notifyCustomerChange(tx, 'ampere', 'deleted', { id, name: archived.name });
      return { archivedId: archived.id };
    });
  }
}
