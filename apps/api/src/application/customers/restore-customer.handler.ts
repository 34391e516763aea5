import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ArchivedRecordNotFoundError } from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  type CustomerListView,
  lockLiveMonth,
  movePayments,
  refreshPaidFromLedger,
  takeFromArchive,
  withTariffStore,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { CustomerRestored } from '../events/customer-restored.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { RestoreCustomerCommand } from './restore-customer.command';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RestoreCustomerCommand)
export class RestoreCustomerHandler implements ICommandHandler<RestoreCustomerCommand<CustomerListView>> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system: systemId, archivedId, actor }: RestoreCustomerCommand<CustomerListView>) {
    const { system, tables } = await this.catalog.tables(systemId);
    if (!UUID_SHAPE.test(archivedId)) throw new ArchivedRecordNotFoundError();
    return withTariffStore(system.tariff, async (store) => {
      const id = await this.unitOfWork.run(async (tx, events) => {
        // The live month first, as a month close takes it: the restored customer joins that month.
        const today = this.clock.today();
        const liveMonth = await lockLiveMonth(tx, tables, today);
        const archived = await takeFromArchive(tx, tables, archivedId);
        if (!archived) throw new ArchivedRecordNotFoundError();
        const context = await store.readContext(tx, tables);
        const customerNumber = await allocateCustomerNumbers(tx, tables, 1);
        const restored = await store.restore(
          tx,
          tables,
          archived,
          { customerNumber, liveMonth, today },
          context,
        );
        // The customer's payments follow it to its new id (its history, this month's paid).
        await movePayments(tx, tables.system, String(archived.columns.original_id), restored.id);
        // The paid amount is the ledger's (a payment voided while deleted no longer counts).
        await refreshPaidFromLedger(tx, tables, [restored.id]);
        events.record(new CustomerRestored(actor, tables.system, { archivedId, customerNumber }, restored));
        return restored.id;
      });
      return (await store.findView(this.db, tables, id))!;
    });
  }
}
