import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { amountPaidWhenMarked, Money, RecordNotFoundError } from '@kahraba/billing-domain';
import {
  type CustomerListView,
  lockLiveMonthForEdit,
  settlePaidTo,
  withTariffStore,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { CustomerEdited } from '../events/customer-edited.event';
import { PaymentsEntered } from '../events/payments-entered.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { EditCustomerCommand } from './edit-customer.command';

@CommandHandler(EditCustomerCommand)
export class EditCustomerHandler implements ICommandHandler<EditCustomerCommand<CustomerListView>> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system: systemId, id, edit }: EditCustomerCommand<CustomerListView>) {
    const { system, tables } = await this.catalog.tables(systemId);
    return withTariffStore(system.tariff, async (store) => {
      await this.unitOfWork.run(async (tx, events) => {
        // The month FOR SHARE, then the row: edits of other customers go on; a bulk change of this
        // system (the month FOR UPDATE) waits, and is waited for.
        await lockLiveMonthForEdit(tx, tables, this.clock.today());
        const [row] = await store.findRowsByIds(tx, tables, [id], true);
        if (!row) throw new RecordNotFoundError();
        const before = store.customerOf(row);
        // The controller of the system's path built the edit its tariff reads (see the command).
        const edited = store.rules.editCustomer(before, edit as never, await store.readContext(tx, tables));
        const { customer, payment } = edited;
        await store.writeRows(tx, tables, [store.rewriteRow(row, customer)], null);
        if (payment.kind !== 'left-alone') {
          let amountPaid = customer.amountPaid;
          if (payment.kind === 'marked') {
            // Paid pays the balance as written (the arrears carried in too), with the amount typed.
            const [written] = await store.findRowsByIds(tx, tables, [id], false);
            const outstandingBalance = Money.parse(written.outstandingBalance);
            amountPaid = amountPaidWhenMarked(
              payment.paid,
              { amountPaid, outstandingBalance },
              payment.typed,
            );
          }
          // The difference is a payment (or voids) in the ledger; amount_paid is its sum
          // (docs/business-rules.md#paid-unpaid-and-arrears).
          await settlePaidTo(tx, tables, [{ recordId: id, amountPaid: amountPaid.toDecimalString() }], {
            source: payment.kind === 'marked' ? 'mark-paid' : 'paid-edit',
            ...(payment.kind === 'marked' && !payment.paid && { voidReason: 'mark_unpaid' }),
            at: this.clock.now(),
          });
          events.record(
            new PaymentsEntered({
              system: tables.system,
              source: edited.audit,
              changes: [{ id, customerNumber: row.customerNumber, previous: before.amountPaid, amountPaid }],
            }),
          );
        }
        events.record(new CustomerEdited(tables.system, { id, name: customer.name }));
      });
      return (await store.findView(this.db, tables, id))!;
    });
  }
}
