import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ConflictError,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  Money,
  normaliseRecordKey,
  refuseDuplicateCustomer,
} from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  type CustomerListView,
  findIdempotentRecord,
  forgetIdempotencyKeysOlderThan,
  lockLiveMonth,
  rememberIdempotentRecord,
  settlePaidTo,
  withTariffStore,
} from '@kahraba/persistence';
import { oncePerClientId } from '../client-ids/once-per-client-id';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { CustomerCreated } from '../events/customer-created.event';
import { PaymentsEntered } from '../events/payments-entered.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { CreateCustomerCommand } from './create-customer.command';

@CommandHandler(CreateCustomerCommand)
export class CreateCustomerHandler implements ICommandHandler<CreateCustomerCommand<CustomerListView>> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system: systemId, input, options }: CreateCustomerCommand<CustomerListView>) {
    const { system, tables } = await this.catalog.tables(systemId);
    return withTariffStore(system.tariff, async (store) => {
      const scope = store.createScope(tables);
      const key = options.idempotencyKey ?? null;
      const id = await this.unitOfWork.run(async (tx, events) => {
        // The live month FOR UPDATE serialises the system's adds: a retry with the same key, or a
        // second add of the same customer, waits here and then finds the first one. Taken before
        // the prices and rate are read, so that a change of them (which holds it) is billed at.
        const month = await lockLiveMonth(tx, tables, this.clock.today());
        // The controller of the system's path built the input its tariff reads (see the command).
        const added = store.rules.createCustomer(input as never, await store.readContext(tx, tables));
        const { customer } = added;
        return oncePerClientId(
          tx,
          {
            kind: `customer-create:${scope}`,
            clientId: key,
            earlier: (id) => findIdempotentRecord(tx, scope, id),
          },
          async () => {
            refuseDuplicateCustomer(
              await store.findCustomerNumbersByKey(
                tx,
                tables,
                normaliseRecordKey(customer.name, customer.box),
              ),
              { force: options.force ?? false },
            );
            const customerNumber = await allocateCustomerNumbers(tx, tables, 1);
            const placement = { customerNumber, month: month.toString(), invoiceDate: this.clock.today() };
            const [created] = await store.insertRows(
              tx,
              tables,
              [store.newRow(customer, { ...placement, displayRank: null })],
              null,
            );
            // The amount paid it is added with is a payment in the ledger (docs/business-rules.md#the-payments-ledger).
            await settlePaidTo(
              tx,
              tables,
              [{ recordId: created, amountPaid: added.paidTo.toDecimalString() }],
              {
                source: added.markedPaid ? 'mark-paid' : 'paid-edit',
                at: this.clock.now(),
              },
            );
            events.record(
              new PaymentsEntered({
                system: tables.system,
                source: added.markedPaid ? 'mark-paid' : 'edit',
                changes: [{ id: created, customerNumber, previous: Money.zero, amountPaid: added.paidTo }],
              }),
            );
            if (key !== null) {
              await forgetIdempotencyKeysOlderThan(tx, IDEMPOTENCY_KEY_LIFETIME_HOURS);
              await rememberIdempotentRecord(tx, scope, key, created);
            }
            events.record(new CustomerCreated(tables.system, { id: created, name: customer.name }));
            return created;
          },
        );
      });
      const record = await store.findView(this.db, tables, id);
      // The customer a key created was deleted since: the retry must not bring it back or add another.
      if (!record) throw new ConflictError('تمت إضافة هذا العميل من قبل ثم حُذف', 'IDEMPOTENT_RECORD_GONE');
      return record;
    });
  }
}
