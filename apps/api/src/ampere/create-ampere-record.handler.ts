import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newAmpereCustomer } from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  allocateCustomerNumbers,
  findAmpereRecord,
  insertAmpereRows,
  lockLiveMonth,
  readAmperePricing,
  type AmpereRecordView,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { newCustomerFieldsOf } from './ampere-record-input';
import { toAmpereRow } from './ampere-row.mapper';
import { CreateAmpereRecordCommand } from './create-ampere-record.command';

@CommandHandler(CreateAmpereRecordCommand)
export class CreateAmpereRecordHandler implements ICommandHandler<CreateAmpereRecordCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: CreateAmpereRecordCommand): Promise<AmpereRecordView> {
    const fields = newCustomerFieldsOf(input);
    const id = await this.db.transaction(async (tx) => {
      const customer = newAmpereCustomer(fields, await readAmperePricing(tx));
      const month = await lockLiveMonth(tx, AMPERE_TABLES, this.clock.now());
      const customerNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, 1);
      const row = toAmpereRow(customer, {
        customerNumber,
        month: month.toString(),
        invoiceDate: this.clock.today(),
      });
      const [created] = await insertAmpereRows(tx, [row], null);
      return created;
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}
