import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import {
  findKwhRows,
  lockLiveMonthForEdit,
  moveToArchive,
  notifyCustomerChange,
  writeAudit,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { DeleteKwhCustomerCommand } from './delete-kwh-customer.command';

export const KWH_DELETION_REASON = 'deleted';

@CommandHandler(DeleteKwhCustomerCommand)
export class DeleteKwhCustomerHandler implements ICommandHandler<DeleteKwhCustomerCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, id, actor }: DeleteKwhCustomerCommand): Promise<{ archivedId: string }> {
    const { tables } = await this.catalog.meteredTables(system);
    return this.db.transaction(async (tx) => {
      await lockLiveMonthForEdit(tx, tables, this.clock.today());
      const [row] = await findKwhRows(tx, tables, [id], true);
      if (!row) throw new RecordNotFoundError();
      await moveToArchive(tx, tables, 'r.id = $1', [id], KWH_DELETION_REASON);
      const [archived] = await tx.query<{ id: string }>(
        `SELECT id FROM ${tables.archive} WHERE system = $1 AND original_id = $2 ORDER BY deleted_at DESC LIMIT 1`,
        [tables.system, id],
      );
      await writeAudit(tx, {
        actor,
        action: 'delete-record',
        system: tables.system,
        count: 1,
        details: { id },
      });
      await notifyCustomerChange(tx, tables.system, 'deleted', { id, name: row.name });
      return { archivedId: archived.id };
    });
  }
}
