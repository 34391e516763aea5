import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendAmpereCustomer,
  amountPaidWhenMarked,
  Money,
  RecordNotFoundError,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  ampereCustomerOf,
  type AmpereRecordView,
  findAmpereRecord,
  findAmpereRows,
  notifyCustomerChange,
  readAmperePricing,
  rewriteAmpereRow,
  settlePaidTo,
  writeAmpereRows,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Database } from '../database/sql-database.provider';
import { changesOf } from './ampere-record-input';
import { UpdateAmpereRecordCommand } from './update-ampere-record.command';

@CommandHandler(UpdateAmpereRecordCommand)
export class UpdateAmpereRecordHandler implements ICommandHandler<UpdateAmpereRecordCommand> {
  constructor(private readonly db: Database) {}

  async execute({ id, changes }: UpdateAmpereRecordCommand): Promise<AmpereRecordView> {
    // issue 11: "paid" is no flag of its own any more: it pays the balance, "not paid" voids.
    const { isPaidFlag: marked, ...parsed } = changesOf(changes);
    await this.db.transaction(async (tx) => {
      const [row] = await findAmpereRows(tx, [id], true);
      if (!row) throw new RecordNotFoundError();
      const before = ampereCustomerOf(row);
      const customer = amendAmpereCustomer(
        before,
        { ...parsed, isPaidFlag: false },
        await readAmperePricing(tx),
      );
      await writeAmpereRows(tx, [rewriteAmpereRow(row, customer)], null);
      let amountPaid = customer.amountPaid;
      if (marked !== undefined) {
        // The balance as written (the arrears rule of the store), with the amount typed beside it.
        const [written] = await findAmpereRows(tx, [id]);
        amountPaid = amountPaidWhenMarked(
          marked,
          { amountPaid, outstandingBalance: Money.parse(written.outstandingBalance) },
          parsed.amountPaid,
        );
      }
      // The difference is a payment (or voids) in the ledger; amount_paid is its sum.
      await settlePaidTo(tx, AMPERE_TABLES, [{ recordId: id, amountPaid: amountPaid.toDecimalString() }], {
        source: marked === undefined ? 'paid-edit' : 'mark-paid',
        ...(marked === false && { voidReason: 'mark_unpaid' }),
      });
      await auditPayments(tx, {
        system: 'ampere',
        source: 'edit',
        changes: [{ id, customerNumber: row.customerNumber, previous: before.amountPaid, amountPaid }],
      });
      await notifyCustomerChange(tx, 'ampere', 'updated', { id, name: customer.name });
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}
