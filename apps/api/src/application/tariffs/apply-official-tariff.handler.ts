import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  bulkKwhPriceOf,
  DEFAULT_TARIFF_ZONE,
  MeteredGroupPrice,
  Month,
  NotFoundError,
  officialSubscriptionPricing,
} from '@kahraba/billing-domain';
import {
  journalSettings,
  kwhRebill,
  listPricedAmperages,
  lockKwhPricing,
  lockLiveMonths,
  meteredGroupPriceSetting,
  readKwhBillingContext,
  readOfficialTariff,
  readStoredKwhPricing,
  runGroupedBatches,
  storeSubscriptionPricing,
  tablesOf,
  writeKwhRecompute,
  writeOfficialKwhPrices,
  writeMeteredGroupPrice,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { OfficialTariffApplied } from '../events/official-tariff-applied.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { ApplyOfficialTariffCommand, type OfficialTariffApplication } from './apply-official-tariff.command';
import { BatchWritten } from '../events/batch-written.event';
import { rowsBySystem, totalOf } from '../prices/metered-systems';

const APPLIED = 'تم تطبيق التسعيرة الرسمية';

@CommandHandler(ApplyOfficialTariffCommand)
export class ApplyOfficialTariffHandler implements ICommandHandler<ApplyOfficialTariffCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ month, system, actor }: ApplyOfficialTariffCommand): Promise<OfficialTariffApplication> {
    const asked = Month.parse(month);
    const metered = (await this.catalog.all()).filter((candidate) => candidate.isMetered());
    const chosen = system === 'all' ? metered : [await this.catalog.metered(system)];
    const chosenIds = new Set(chosen.map((group) => group.id));
    // The map is every metered group's: all of them are billed again, the chosen ones re-priced.
    const systems = metered.map((group) => tablesOf(group));
    const today = this.clock.today();
    return this.unitOfWork.run(async (tx, events) => {
      await lockLiveMonths(tx, systems, today);
      await lockKwhPricing(tx);
      const stored = await readOfficialTariff(tx, asked.toString());
      if (!stored) {
        throw new NotFoundError(`لا توجد تسعيرة رسمية لشهر ${asked.label()}`, 'OFFICIAL_TARIFF_NOT_FOUND');
      }
      const { tariff } = stored;
      const before = await readStoredKwhPricing(tx);
      const pricing = officialSubscriptionPricing(tariff.fixedFeesLbp, await listPricedAmperages(tx));
      await storeSubscriptionPricing(tx, pricing);
      const { rate } = await readKwhBillingContext(tx);
      // docs/metered-group-price.md: new customers start from the town's price (the default zone).
      const groupPrice = MeteredGroupPrice.of(
        bulkKwhPriceOf({ pricePerKwhLbp: tariff.kwhPriceLbp[DEFAULT_TARIFF_ZONE].pounds }, rate),
      );
      const batches = await runGroupedBatches(
        tx,
        systems,
        { kind: 'apply-official-tariff', previous: { subscriptionPricing: before.subscriptionPricing } },
        async (tables, batchId) => {
          if (!chosenIds.has(tables.system)) return writeKwhRecompute(tx, tables, batchId, kwhRebill(), rate);
          const written = await writeOfficialKwhPrices(tx, tables, batchId, tariff, rate);
          if (written > 0) {
            // Journaled in the batch, so that its undo puts the group's price back too.
            await journalSettings(tx, batchId, [meteredGroupPriceSetting(tables.system)]);
            await writeMeteredGroupPrice(tx, tables.system, groupPrice);
          }
          return written;
        },
      );
      events.record(new BatchWritten(...batches));
      const bySystem = rowsBySystem(batches);
      const customersUpdated = totalOf(bySystem);
      const storedPricing = Object.fromEntries(
        [...pricing].map(([amperage, price]) => [String(amperage), price.pounds]),
      );
      events.record(
        new OfficialTariffApplied({
          actor,
          system: system === 'all' ? null : system,
          count: customersUpdated,
          details: {
            month: asked.toString(),
            pricing: storedPricing,
            bySystem: Object.fromEntries(bySystem),
          },
        }),
      );
      return {
        message: APPLIED,
        month: asked.toString(),
        systems: chosen.map((group) => group.id),
        pricing: storedPricing,
        customersUpdated,
      };
    });
  }
}
