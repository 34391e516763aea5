import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ArchivedRecordNotFoundError, Money, Month, restoreIntoLiveMonth } from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  allocateCustomerNumbers,
  findAmpereRecord,
  insertRestored,
  lockLiveMonth,
  takeFromArchive,
  writeAudit,
  type AmpereRecordView,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { RestoreArchivedRecordCommand } from './restore-archived-record.command';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RestoreArchivedRecordCommand)
export class RestoreArchivedRecordHandler implements ICommandHandler<RestoreArchivedRecordCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ archivedId, actor }: RestoreArchivedRecordCommand): Promise<AmpereRecordView> {
    if (!UUID_SHAPE.test(archivedId)) throw new ArchivedRecordNotFoundError();
    const id = await this.db.transaction(async (tx) => {
      // The live month first, as a month close takes it: the restored customer joins that month.
      const liveMonth = await lockLiveMonth(tx, AMPERE_TABLES, this.clock.now());
      const archived = await takeFromArchive(tx, AMPERE_TABLES, archivedId);
      if (!archived) throw new ArchivedRecordNotFoundError();
      const billing = restoreIntoLiveMonth(
        {
          month: Month.parse(archived.month),
          invoiceDate: archived.invoiceDate,
          amount: Money.parse(archived.amount),
          amountPaid: Money.parse(archived.amountPaid),
          isPaid: archived.isPaid,
        },
        liveMonth,
        this.clock.today(),
      );
      const customerNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, 1);
      const restored = await insertRestored(tx, AMPERE_TABLES, archived, {
        customerNumber,
        month: billing.month.toString(),
        invoiceDate: billing.invoiceDate,
        amountPaid: billing.amountPaid.toDecimalString(),
        isPaid: billing.isPaid,
        outstandingBalance: billing.outstandingBalance.toDecimalString(),
      });
      await writeAudit(tx, {
        actor,
        action: 'restore-record',
        system: 'ampere',
        details: { archivedId, customerNumber },
      });
      return restored;
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}
