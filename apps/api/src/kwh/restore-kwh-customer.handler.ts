import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ArchivedRecordNotFoundError,
  kwhCustomerOf,
  Month,
  startNextKwhMonth,
} from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  findKwhCustomer,
  insertKwhRows,
  KWH_WRITTEN_COLUMNS,
  kwhFieldsOf,
  kwhRowOf,
  lockLiveMonth,
  movePayments,
  notifyCustomerChange,
  refreshPaidFromLedger,
  readKwhBillingContext,
  takeFromArchive,
  writeAudit,
  type KwhCustomerRow,
  type KwhCustomerView,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { RestoreKwhCustomerCommand } from './restore-kwh-customer.command';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RestoreKwhCustomerCommand)
export class RestoreKwhCustomerHandler implements ICommandHandler<RestoreKwhCustomerCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, archivedId, actor }: RestoreKwhCustomerCommand): Promise<KwhCustomerView> {
    const { tables } = await this.catalog.meteredTables(system);
    if (!UUID_SHAPE.test(archivedId)) throw new ArchivedRecordNotFoundError();
    const id = await this.db.transaction(async (tx) => {
      // The live month first, as a month close takes it: the restored customer joins that month.
      const liveMonth = await lockLiveMonth(tx, tables, this.clock.today());
      const archived = await takeFromArchive(tx, tables, archivedId);
      if (!archived) throw new ArchivedRecordNotFoundError();
      const stored = rowOf(archived.columns);
      const context = await readKwhBillingContext(tx);
      let customer = kwhCustomerOf(kwhFieldsOf(stored), context);
      // Deleted in an earlier month: it comes back as a month close would have left it (its reading
      // carried, nothing paid), billed in the live month.
      if (Month.parse(stored.month).isBefore(liveMonth)) customer = startNextKwhMonth(customer);
      const customerNumber = await allocateCustomerNumbers(tx, tables, 1);
      const [restored] = await insertKwhRows(
        tx,
        tables,
        [
          kwhRowOf(customer, {
            customerNumber,
            month: liveMonth.toString(),
            displayRank: stored.displayRank,
          }),
        ],
        null,
      );
      // issue 11: the customer's payments follow it to its new id (its history, this month's paid).
      await movePayments(tx, tables.system, String(archived.columns.original_id), restored);
      // The paid amount is the ledger's (a payment voided while deleted no longer counts).
      await refreshPaidFromLedger(tx, tables, [restored]);
      await writeAudit(tx, {
        actor,
        action: 'restore-record',
        system: tables.system,
        count: 1,
        details: { archivedId, customerNumber },
      });
      await notifyCustomerChange(tx, tables.system, 'created', { id: restored, name: customer.name });
      return restored;
    });
    return (await findKwhCustomer(this.db, tables, id))!;
  }
}

/** The archived row's columns as a stored row (numbers as decimal text). */
function rowOf(columns: Readonly<Record<string, unknown>>): KwhCustomerRow {
  const row: Record<string, unknown> = { id: columns.id };
  for (const [column, type, field] of KWH_WRITTEN_COLUMNS) {
    const value = columns[column];
    row[field] =
      type === 'numeric' && value !== null && value !== undefined ? String(value) : (value ?? null);
  }
  return row as unknown as KwhCustomerRow;
}
