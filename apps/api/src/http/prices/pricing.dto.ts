import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The values are read by the domain (the one number reader), which answers in Arabic naming the field.
export class ExchangeRateDto {
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'LBP per USD, whole pounds > 0 (Arabic digits and thousands separators read)',
    example: 89500,
  })
  @Allow()
  usdToLbp!: number | string;
}

export class SubscriptionPricingDto {
  @ApiProperty({
    description:
      'The whole map: amperage (whole, > 0) → monthly fee in LBP (whole pounds ≥ 0); an amperage left out has no price any more',
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'number' }, { type: 'string' }] },
    example: { '5': 500000, '10': 900000 },
  })
  @Allow()
  pricing!: Record<string, number | string>;
}
