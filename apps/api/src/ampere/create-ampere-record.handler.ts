import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError, Money, Quantity } from '@kahraba/billing-domain';
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
import { toAmpereRow } from './ampere-row.mapper';
import { CreateAmpereRecordCommand } from './create-ampere-record.command';

@CommandHandler(CreateAmpereRecordCommand)
export class CreateAmpereRecordHandler implements ICommandHandler<CreateAmpereRecordCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: CreateAmpereRecordCommand): Promise<AmpereRecordView> {
    if (!input.name?.trim()) throw new InvalidInputError('الاسم مطلوب', 'NAME_REQUIRED');
    const draft = {
      name: input.name,
      box: input.box ?? null,
      address: input.address ?? null,
      ampere: Quantity.parse(input.ampere ?? 0),
      amperePrice:
        input.amperePrice === undefined || input.amperePrice === null || input.amperePrice === ''
          ? null
          : Money.parseNonNegative(input.amperePrice),
      amountPaid: Money.parseNonNegative(input.amountPaid ?? 0),
      isPaidFlag: input.isPaid ?? false,
      dueDate: input.dueDate ?? null,
    };
    const id = await this.db.transaction(async (tx) => {
      const pricing = await readAmperePricing(tx);
      const month = await lockLiveMonth(tx, AMPERE_TABLES, this.clock.now());
      const customerNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, 1);
      const row = toAmpereRow(draft, pricing, {
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
