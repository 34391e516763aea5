import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  kwhRebill,
  lockKwhPricing,
  lockLiveMonths,
  readStoredKwhPricing,
  recomputeMeteredCustomers,
  storeSubscriptionPricing,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { SubscriptionPricingChanged } from '../events/subscription-pricing-changed.event';
import { BatchWritten } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { meteredSystemTables, rowsBySystem, totalOf } from './metered-systems';
import {
  UpdateSubscriptionPricingCommand,
  type SubscriptionPricingChange,
} from './update-subscription-pricing.command';

@CommandHandler(UpdateSubscriptionPricingCommand)
export class UpdateSubscriptionPricingHandler implements ICommandHandler<UpdateSubscriptionPricingCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ pricing, actor }: UpdateSubscriptionPricingCommand): Promise<SubscriptionPricingChange> {
    const systems = await meteredSystemTables(this.catalog);
    const today = this.clock.today();
    return this.unitOfWork.run(async (tx, events) => {
      await lockLiveMonths(tx, systems, today);
      await lockKwhPricing(tx);
      const before = await readStoredKwhPricing(tx);
      await storeSubscriptionPricing(tx, pricing);
      const batches = await recomputeMeteredCustomers(tx, systems, {
        kind: 'update-subscription-pricing',
        previous: { subscriptionPricing: before.subscriptionPricing },
        recompute: kwhRebill(),
      });
      events.record(new BatchWritten(...batches));
      const bySystem = rowsBySystem(batches);
      const customersUpdated = totalOf(bySystem);
      const stored = Object.fromEntries(
        [...pricing].map(([amperage, price]) => [String(amperage), price.pounds]),
      );
      events.record(
        new SubscriptionPricingChanged({
          actor,
          count: customersUpdated,
          details: { pricing: stored, bySystem: Object.fromEntries(bySystem) },
        }),
      );
      return { pricing: stored, customersUpdated };
    });
  }
}
