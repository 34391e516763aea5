import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ArchivedRecordNotFoundError,
  Money,
  Month,
  Quantity,
  restoreIntoLiveMonth,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  allocateCustomerNumbers,
  findAmpereRecord,
  insertRestored,
  lockLiveMonth,
  movePayments,
  readAmperePricing,
  takeFromArchive,
  writeAudit,
  type AmpereRecordView,
  notifyCustomerChange,
  refreshPaidFromLedger,
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
      const liveMonth = await lockLiveMonth(tx, AMPERE_TABLES, this.clock.today());
      const archived = await takeFromArchive(tx, AMPERE_TABLES, archivedId);
      if (!archived) throw new ArchivedRecordNotFoundError();
      const price = archived.columns as { ampere: string; ampere_price: string; price_is_custom: boolean };
      const billing = restoreIntoLiveMonth(
        {
          month: Month.parse(archived.month),
          invoiceDate: archived.invoiceDate,
          ampere: Quantity.parse(price.ampere),
          amperePrice: Money.parse(price.ampere_price),
          priceIsCustom: price.price_is_custom,
          amount: Money.parse(archived.amount),
          arrears: Money.parse(archived.arrears),
          amountPaid: Money.parse(archived.amountPaid),
        },
        liveMonth,
        this.clock.today(),
        await readAmperePricing(tx),
      );
      const customerNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, 1);
      const restored = await insertRestored(tx, AMPERE_TABLES, archived, {
        customerNumber,
        month: billing.month.toString(),
        invoiceDate: billing.invoiceDate,
        amperePrice: billing.amperePrice.toDecimalString(),
        amount: billing.amount.toDecimalString(),
        arrears: billing.arrears.toDecimalString(),
        amountPaid: billing.amountPaid.toDecimalString(),
        isPaid: billing.isPaid,
        outstandingBalance: billing.outstandingBalance.toDecimalString(),
      });
      // issue 11: the customer's payments follow it to its new id (its history, this month's paid).
      await movePayments(tx, 'ampere', String(archived.columns.original_id), restored);
      // The paid amount is the ledger's (a payment voided while deleted no longer counts).
      await refreshPaidFromLedger(tx, AMPERE_TABLES, [restored]);
      await writeAudit(tx, {
        actor,
        action: 'restore-record',
        system: 'ampere',
        count: 1,
        details: { archivedId, customerNumber },
      });
      await notifyCustomerChange(tx, 'ampere', 'created', {
        id: restored,
        name: String(archived.columns.name),
      });
      return restored;
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}
