import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AmperePricing, LOW_PRICE_THRESHOLD_AMPERES, Money } from '@kahraba/billing-domain';
import {
  AMPERE_PRICING_SETTING,
  AMPERE_TABLES,
  countCustomPricedAmpereCustomers,
  journalSettings,
  repriceAllAmpereRecords,
  runBatch,
  writeAmperePricing,
} from '@kahraba/persistence';
import { auditActor } from '../oversight/audit-actor';
import { Clock } from '../clock/clock';
import { PricesChanged } from '../events/prices-changed.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { UpdateAmperePricesCommand, type PriceChangeSummary } from './update-ampere-prices.command';

@CommandHandler(UpdateAmperePricesCommand)
export class UpdateAmperePricesHandler implements ICommandHandler<UpdateAmperePricesCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateAmperePricesCommand): Promise<PriceChangeSummary> {
    const pricing = AmperePricing.of({
      globalPrice: Money.parseNonNegative(command.globalPrice),
      lowPrice: Money.parseNonNegative(command.lowPrice),
    });
    const { includeCustomPrices } = command;
    // No row may change while the batch re-prices and journals them (runBatch holds them).
    return this.unitOfWork.run((tx, events) =>
      runBatch(
        tx,
        AMPERE_TABLES,
        { kind: 'update-all-prices', today: this.clock.today() },
        async ({ batchId }) => {
          const keptCustom = includeCustomPrices ? 0 : await countCustomPricedAmpereCustomers(tx);
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
          events.record(
            new PricesChanged({
              actor: auditActor(),
              system: 'ampere',
              count: updated,
              details: {
                batchId,
                globalPrice: pricing.globalPrice.toDecimalString(),
                lowPrice: pricing.lowPrice.toDecimalString(),
                includeCustomPrices,
              },
            }),
          );
          return { created: 0, updated, result: { message: 'تم تحديث الأسعار بنجاح', updated, keptCustom } };
        },
      ).then((done) => recordBatch(events, done)),
    );
  }
}
