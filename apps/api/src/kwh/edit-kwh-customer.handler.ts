import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendKwhCustomer,
  amountPaidWhenMarked,
  kwhCustomerOf,
  markKwhCustomerPaid,
  Money,
  RecordNotFoundError,
  replaceKwhCustomer,
  type KwhBillingContext,
  type KwhCustomer,
} from '@kahraba/billing-domain';
import {
  findKwhCustomer,
  findKwhRows,
  kwhFieldsOf,
  lockLiveMonthForEdit,
  notifyCustomerChange,
  readKwhBillingContext,
  rewriteKwhRow,
  settlePaidTo,
  writeKwhRows,
  type KwhCustomerRow,
  type KwhCustomerView,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { EditKwhCustomerCommand } from './edit-kwh-customer.command';

@CommandHandler(EditKwhCustomerCommand)
export class EditKwhCustomerHandler implements ICommandHandler<EditKwhCustomerCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, id, edit }: EditKwhCustomerCommand): Promise<KwhCustomerView> {
    const { tables } = await this.catalog.meteredTables(system);
    await this.db.transaction(async (tx) => {
      // The month FOR SHARE, then the row: edits of other customers go on; a bulk change of this
      // system (the month FOR UPDATE) waits, and is waited for.
      await lockLiveMonthForEdit(tx, tables, this.clock.today());
      const [row] = await findKwhRows(tx, tables, [id], true);
      if (!row) throw new RecordNotFoundError();
      const customer = this.edited(row, edit, await readKwhBillingContext(tx));
      await writeKwhRows(tx, tables, [rewriteKwhRow(row, customer)], null);
      // issue 11: the difference is a payment (or voids) in the ledger; amount_paid is its sum.
      // Mark paid pays the balance as written (the arrears carried in too).
      let amountPaid = customer.amountPaid;
      if (edit.kind === 'mark-paid') {
        const [written] = await findKwhRows(tx, tables, [id]);
        amountPaid = amountPaidWhenMarked(true, {
          amountPaid,
          outstandingBalance: Money.parse(written.outstandingBalance),
        });
      }
      // A full edit sent without a paid amount leaves the ledger alone (collectors' payments stay).
      if (edit.kind === 'full' && edit.input.amountPaid === undefined) {
        await notifyCustomerChange(tx, tables.system, 'updated', { id, name: customer.name });
        return;
      }
      await settlePaidTo(tx, tables, [{ recordId: id, amountPaid: amountPaid.toDecimalString() }], {
        source: edit.kind === 'mark-paid' ? 'mark-paid' : 'paid-edit',
      });
      await auditPayments(tx, {
        system: tables.system,
        source: edit.kind === 'mark-paid' ? 'mark-paid' : 'edit',
        changes: [
          {
            id,
            customerNumber: row.customerNumber,
            previous: kwhFieldsOf(row).amountPaid,
            amountPaid,
          },
        ],
      });
      await notifyCustomerChange(tx, tables.system, 'updated', { id, name: customer.name });
    });
    return (await findKwhCustomer(this.db, tables, id))!;
  }

  private edited(
    row: KwhCustomerRow,
    edit: EditKwhCustomerCommand['edit'],
    context: KwhBillingContext,
  ): KwhCustomer {
    if (edit.kind === 'partial') return amendKwhCustomer(kwhFieldsOf(row), edit.input, context);
    if (edit.kind === 'full') return replaceKwhCustomer(kwhFieldsOf(row), edit.input, context);
    return markKwhCustomerPaid(kwhCustomerOf(kwhFieldsOf(row), context), context);
  }
}
