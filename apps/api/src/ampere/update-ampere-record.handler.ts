import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { amendAmpereCustomer, RecordNotFoundError } from '@kahraba/billing-domain';
import {
  findAmpereRecord,
  findAmpereRows,
  readAmperePricing,
  writeAmpereRows,
  type AmpereRecordView,
  notifyCustomerChange,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Database } from '../database/sql-database.provider';
import { changesOf } from './ampere-record-input';
import { customerOf, rewriteAmpereRow } from './ampere-row.mapper';
import { UpdateAmpereRecordCommand } from './update-ampere-record.command';

@CommandHandler(UpdateAmpereRecordCommand)
export class UpdateAmpereRecordHandler implements ICommandHandler<UpdateAmpereRecordCommand> {
  constructor(private readonly db: Database) {}

  async execute({ id, changes }: UpdateAmpereRecordCommand): Promise<AmpereRecordView> {
    const parsed = changesOf(changes);
    await this.db.transaction(async (tx) => {
      const [row] = await findAmpereRows(tx, [id], true);
      if (!row) throw new RecordNotFoundError();
      const before = customerOf(row);
      const customer = amendAmpereCustomer(before, parsed, await readAmperePricing(tx));
      await writeAmpereRows(tx, [rewriteAmpereRow(row, customer)], null);
      await auditPayments(tx, {
        system: 'ampere',
        source: 'edit',
        changes: [
          {
            id,
            customerNumber: row.customerNumber,
            previous: before.amountPaid,
            amountPaid: customer.amountPaid,
          },
        ],
      });
      await notifyCustomerChange(tx, 'ampere', 'updated', { id, name: customer.name });
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}
