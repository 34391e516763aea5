import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import { lockLiveMonthForEdit, moveToArchive, scopeOf } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { CustomerDeleted } from '../events/customer-deleted.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { DeleteCustomerCommand, DELETION_REASON } from './delete-customer.command';

@CommandHandler(DeleteCustomerCommand)
export class DeleteCustomerHandler implements ICommandHandler<DeleteCustomerCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, id, actor }: DeleteCustomerCommand): Promise<{ archivedId: string }> {
    const { tables } = await this.catalog.tables(system);
    return this.unitOfWork.run(async (tx, events) => {
      // The live month before the row, as bulk writers take them (a month close waits for it).
      await lockLiveMonthForEdit(tx, tables, this.clock.today());
      const moved = await moveToArchive(tx, tables, 'r.id = $1', [id], DELETION_REASON);
      if (moved.length === 0) throw new RecordNotFoundError();
      const [archived] = await tx.query<{ id: string; name: string }>(
        `SELECT id, name FROM ${tables.archive} WHERE ${scopeOf(tables)} AND original_id = $1
         ORDER BY deleted_at DESC LIMIT 1`,
        [id],
      );
      events.record(new CustomerDeleted(actor, tables.system, { id, name: archived.name }));
      return { archivedId: archived.id };
    });
  }
}
