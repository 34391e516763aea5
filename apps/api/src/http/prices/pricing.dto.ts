import {
  type ExchangeRate,
  exchangeRateFromInput,
  type SubscriptionPricing,
  subscriptionPricingFromInput,
} from '@kahraba/billing-domain';
import { numberOrText, TypedField } from '../common/dto/typed-field.decorator';

export class ExchangeRateDto {
  @TypedField(
    numberOrText({
      description: 'LBP per USD, whole pounds > 0 (Arabic digits and thousands separators read)',
      example: 89500,
    }),
    exchangeRateFromInput,
    { readWhenAbsent: true },
  )
  usdToLbp!: ExchangeRate;
}

export class SubscriptionPricingDto {
  @TypedField(
    {
      description:
        'The whole map: amperage (whole, > 0) → monthly fee in LBP (whole pounds ≥ 0); an amperage left out has no price any more',
      type: 'object',
      additionalProperties: { oneOf: [{ type: 'number' }, { type: 'string' }] },
      example: { '5': 500000, '10': 900000 },
    },
    subscriptionPricingFromInput,
    { readWhenAbsent: true },
  )
  pricing!: SubscriptionPricing;
}
