import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amountPaidWhenMarked,
  ampereCharges,
  ConflictError,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  Money,
  newAmpereCustomer,
  normaliseRecordKey,
  refuseDuplicateCustomer,
} from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  AMPERE_TABLES,
  type AmpereRecordView,
  findAmpereCustomerNumbersByKey,
  findAmpereRecord,
  findIdempotentRecord,
  forgetIdempotencyKeysOlderThan,
  insertAmpereRows,
  lockLiveMonth,
  notifyCustomerChange,
  readAmperePricing,
  rememberIdempotentRecord,
  settlePaidTo,
  toAmpereRow,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { newCustomerFieldsOf } from './ampere-record-input';
import { CreateAmpereRecordCommand } from './create-ampere-record.command';

const IDEMPOTENCY_SCOPE = 'ampere-records:create';

@CommandHandler(CreateAmpereRecordCommand)
export class CreateAmpereRecordHandler implements ICommandHandler<CreateAmpereRecordCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ input, options }: CreateAmpereRecordCommand): Promise<AmpereRecordView> {
    const fields = newCustomerFieldsOf(input);
    const key = options.idempotencyKey ?? null;
    const id = await this.db.transaction(async (tx) => {
      // issue 11: "paid" is no flag of its own any more: it pays the balance (below).
      const customer = newAmpereCustomer({ ...fields, isPaidFlag: false }, await readAmperePricing(tx));
      // The live month lock serialises adds: a retry with the same key, or a second add of the same
      // customer, waits here and then finds the first one.
      const month = await lockLiveMonth(tx, AMPERE_TABLES, this.clock.today());
      if (key !== null) {
        const created = await findIdempotentRecord(tx, IDEMPOTENCY_SCOPE, key);
        if (created !== null) return created;
      }
      refuseDuplicateCustomer(
        await findAmpereCustomerNumbersByKey(tx, normaliseRecordKey(customer.name, customer.box)),
        { force: options.force ?? false },
      );
      const customerNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, 1);
      const row = toAmpereRow(customer, {
        customerNumber,
        month: month.toString(),
        invoiceDate: this.clock.today(),
      });
      const [created] = await insertAmpereRows(tx, [row], null);
      // issue 11: the amount paid it is added with is a payment in the ledger.
      const marked = fields.isPaidFlag === true;
      const amountPaid = marked
        ? amountPaidWhenMarked(true, { ...customer, ...ampereCharges(customer) })
        : customer.amountPaid;
      await settlePaidTo(
        tx,
        AMPERE_TABLES,
        [{ recordId: created, amountPaid: amountPaid.toDecimalString() }],
        {
          source: marked ? 'mark-paid' : 'paid-edit',
        },
      );
      await auditPayments(tx, {
        system: 'ampere',
        source: marked ? 'mark-paid' : 'edit',
        changes: [{ id: created, customerNumber, previous: Money.zero, amountPaid }],
      });
      await notifyCustomerChange(tx, 'ampere', 'created', { id: created, name: customer.name });
      if (key !== null) {
        await forgetIdempotencyKeysOlderThan(tx, IDEMPOTENCY_KEY_LIFETIME_HOURS);
        await rememberIdempotentRecord(tx, IDEMPOTENCY_SCOPE, key, created);
      }
      return created;
    });
    const record = await findAmpereRecord(this.db, id);
    // The customer a key created was deleted since: the retry must not bring it back or add another.
    if (!record) throw new ConflictError('تمت إضافة هذا العميل من قبل ثم حُذف', 'IDEMPOTENT_RECORD_GONE');
    return record;
  }
}
