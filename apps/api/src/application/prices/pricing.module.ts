import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListSubscriptionAmperagesHandler } from './list-subscription-amperages.handler';
import { MigrateKwhLbpHandler } from './migrate-kwh-lbp.handler';
import { UpdateExchangeRateHandler } from './update-exchange-rate.handler';
import { UpdateSubscriptionPricingHandler } from './update-subscription-pricing.handler';

/**
 * Application layer of the metered systems' prices
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing). No HTTP.
 */
@Module({
  imports: [CqrsModule],
  providers: [
    UpdateExchangeRateHandler,
    UpdateSubscriptionPricingHandler,
    MigrateKwhLbpHandler,
    ListSubscriptionAmperagesHandler,
  ],
})
export class PricingModule {}
