import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AmperePricing, LOW_PRICE_THRESHOLD_AMPERES, Money } from '@kahraba/billing-domain';
import {
  AMPERE_PRICING_SETTING,
  AMPERE_TABLES,
  countCustomPricedAmpereCustomers,
  finishBatch,
  journalSettings,
  lockLiveTable,
  openBatch,
  repriceAllAmpereRecords,
  writeAmperePricing,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { UpdateAmperePricesCommand, type PriceChangeSummary } from './update-ampere-prices.command';

@CommandHandler(UpdateAmperePricesCommand)
export class UpdateAmperePricesHandler implements ICommandHandler<UpdateAmperePricesCommand> {
  constructor(private readonly db: Database) {}

  async execute(command: UpdateAmperePricesCommand): Promise<PriceChangeSummary> {
    const pricing = AmperePricing.of({
      globalPrice: Money.parseNonNegative(command.globalPrice),
      lowPrice: Money.parseNonNegative(command.lowPrice),
    });
    return this.db.transaction(async (tx) => {
      // No row may change while the batch re-prices and journals them.
      await lockLiveTable(tx, AMPERE_TABLES);
      const { includeCustomPrices } = command;
      const keptCustom = includeCustomPrices ? 0 : await countCustomPricedAmpereCustomers(tx);
      const batchId = await openBatch(tx, AMPERE_TABLES, 'update-all-prices');
      const updated = await repriceAllAmpereRecords(
        tx,
        pricing.globalPrice.toDecimalString(),
        pricing.lowPrice.toDecimalString(),
        LOW_PRICE_THRESHOLD_AMPERES,
        batchId,
        { includeCustomPrices },
      );
      await journalSettings(tx, batchId, [AMPERE_PRICING_SETTING]);
      await writeAmperePricing(tx, pricing);
      await finishBatch(tx, AMPERE_TABLES, batchId, { created: 0, updated });
      return { message: 'تم تحديث الأسعار بنجاح', updated, keptCustom };
    });
  }
}
