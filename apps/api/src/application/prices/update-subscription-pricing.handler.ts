import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { storeSubscriptionPricing } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { SubscriptionPricingChanged } from '../events/subscription-pricing-changed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { changeMeteredPricing } from './change-metered-pricing';
import { meteredSystemTables } from './metered-systems';
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
      const { bySystem, customersUpdated } = await changeMeteredPricing(
        tx,
        events,
        { systems, today },
        {
          kind: 'update-subscription-pricing',
          previous: ({ subscriptionPricing }) => ({ subscriptionPricing }),
          store: (db) => storeSubscriptionPricing(db, pricing),
        },
      );
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
