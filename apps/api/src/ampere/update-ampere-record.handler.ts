import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError, Money, Quantity, RecordNotFoundError } from '@kahraba/billing-domain';
import {
  findAmpereRecord,
  findAmpereRows,
  readAmperePricing,
  writeAmpereRows,
  type AmpereRecordView,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { draftOf, rewriteAmpereRow, type AmpereDraft } from './ampere-row.mapper';
import { UpdateAmpereRecordCommand } from './update-ampere-record.command';

@CommandHandler(UpdateAmpereRecordCommand)
export class UpdateAmpereRecordHandler implements ICommandHandler<UpdateAmpereRecordCommand> {
  constructor(private readonly db: Database) {}

  async execute({ id, changes }: UpdateAmpereRecordCommand): Promise<AmpereRecordView> {
    await this.db.transaction(async (tx) => {
      const [row] = await findAmpereRows(tx, [id], true);
      if (!row) throw new RecordNotFoundError();
      const pricing = await readAmperePricing(tx);
      await writeAmpereRows(
        tx,
        [rewriteAmpereRow(row, applyChanges(draftOf(row), changes, pricing.priceFor.bind(pricing)), pricing)],
        null,
      );
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}

function applyChanges(
  draft: AmpereDraft,
  changes: UpdateAmpereRecordCommand['changes'],
  thresholdPrice: (ampere: Quantity) => Money,
): AmpereDraft {
  // A null name passes the optional-field check of the DTO: it is as blank as ''.
  if (changes.name !== undefined && !changes.name?.trim())
    throw new InvalidInputError('الاسم مطلوب', 'NAME_REQUIRED');
  const ampere = changes.ampere === undefined ? draft.ampere : Quantity.parse(changes.ampere);
  const explicitPrice = changes.amperePrice;
  const amperePrice =
    explicitPrice === undefined
      ? draft.amperePrice
      : explicitPrice === null || explicitPrice === ''
        ? thresholdPrice(ampere)
        : Money.parseNonNegative(explicitPrice);
  return {
    name: changes.name ?? draft.name,
    box: changes.box === undefined ? draft.box : changes.box,
    address: changes.address === undefined ? draft.address : changes.address,
    ampere,
    amperePrice,
    amountPaid:
      changes.amountPaid === undefined ? draft.amountPaid : Money.parseNonNegative(changes.amountPaid),
    isPaidFlag: changes.isPaid ?? draft.isPaidFlag,
    dueDate: changes.dueDate === undefined ? draft.dueDate : changes.dueDate,
  };
}
