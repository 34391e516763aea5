import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetAmperePricingHandler } from './get-ampere-pricing.handler';
import { GetExchangeRateHandler } from './get-exchange-rate.handler';
import { GetGroupPriceHandler } from './get-group-price.handler';
import { GetSubscriptionPricingHandler } from './get-subscription-pricing.handler';
import { ListSubscriptionAmperagesHandler } from './list-subscription-amperages.handler';
import { MigrateKwhLbpHandler } from './migrate-kwh-lbp.handler';
import { UpdateExchangeRateHandler } from './update-exchange-rate.handler';
import { UpdateKwhPricesHandler } from './update-kwh-prices.handler';
import { UpdateSubscriptionPricingHandler } from './update-subscription-pricing.handler';

/** The prices context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    GetAmperePricingHandler,
    GetExchangeRateHandler,
    GetGroupPriceHandler,
    GetSubscriptionPricingHandler,
    ListSubscriptionAmperagesHandler,
    MigrateKwhLbpHandler,
    UpdateExchangeRateHandler,
    UpdateKwhPricesHandler,
    UpdateSubscriptionPricingHandler,
  ],
})
export class PricesModule {}
