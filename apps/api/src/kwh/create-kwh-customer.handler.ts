import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ConflictError,
  createKwhCustomer,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  Money,
  normaliseRecordKey,
  refuseDuplicateCustomer,
} from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  findIdempotentRecord,
  findKwhCustomer,
  findKwhCustomerNumbersByKey,
  forgetIdempotencyKeysOlderThan,
  insertKwhRows,
  kwhRowOf,
  lockLiveMonth,
  notifyCustomerChange,
  readKwhBillingContext,
  rememberIdempotentRecord,
  settlePaidTo,
  type KwhCustomerView,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { CreateKwhCustomerCommand } from './create-kwh-customer.command';

@CommandHandler(CreateKwhCustomerCommand)
export class CreateKwhCustomerHandler implements ICommandHandler<CreateKwhCustomerCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system: systemId, input, options }: CreateKwhCustomerCommand): Promise<KwhCustomerView> {
    const { tables } = await this.catalog.meteredTables(systemId);
    const scope = `${tables.system}-customers:create`;
    const key = options.idempotencyKey ?? null;
    const id = await this.db.transaction(async (tx) => {
      // The live month FOR UPDATE serialises the system's adds: a retry with the same key, or a
      // second add of the same customer, waits here and then finds the first one. Taken before the
      // rate and pricing are read, so that a rate change (which holds it) is billed at (issue 9).
      const month = await lockLiveMonth(tx, tables, this.clock.today());
      const customer = createKwhCustomer(input, await readKwhBillingContext(tx));
      if (key !== null) {
        const created = await findIdempotentRecord(tx, scope, key);
        if (created !== null) return created;
      }
      refuseDuplicateCustomer(
        await findKwhCustomerNumbersByKey(tx, tables, normaliseRecordKey(customer.name, customer.box)),
        { force: options.force ?? false },
      );
      const customerNumber = await allocateCustomerNumbers(tx, tables, 1);
      const [created] = await insertKwhRows(
        tx,
        tables,
        [kwhRowOf(customer, { customerNumber, month: month.toString(), displayRank: null })],
        null,
      );
      // issue 11: the amount paid it is added with is a payment in the ledger.
      await settlePaidTo(
        tx,
        tables,
        [{ recordId: created, amountPaid: customer.amountPaid.toDecimalString() }],
        {
          source: 'paid-edit',
        },
      );
      await auditPayments(tx, {
        system: tables.system,
        source: 'edit',
        changes: [{ id: created, customerNumber, previous: Money.zero, amountPaid: customer.amountPaid }],
      });
      if (key !== null) {
        await forgetIdempotencyKeysOlderThan(tx, IDEMPOTENCY_KEY_LIFETIME_HOURS);
        await rememberIdempotentRecord(tx, scope, key, created);
      }
      await notifyCustomerChange(tx, tables.system, 'created', { id: created, name: customer.name });
      return created;
    });
    const record = await findKwhCustomer(this.db, tables, id);
    // The customer a key created was deleted since: the retry must not bring it back or add another.
    if (!record) throw new ConflictError('تمت إضافة هذا العميل من قبل ثم حُذف', 'IDEMPOTENT_RECORD_GONE');
    return record;
  }
}
