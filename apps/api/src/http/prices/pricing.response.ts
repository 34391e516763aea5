import { ApiProperty } from '@nestjs/swagger';
import type { KwhLbpMigration } from '../../application/prices/migrate-kwh-lbp.command';
import type { SubscriptionAmperage } from '../../application/prices/list-subscription-amperages.query';
import type { ExchangeRateChange } from '../../application/prices/update-exchange-rate.command';
import type { SubscriptionPricingChange } from '../../application/prices/update-subscription-pricing.command';

export class ExchangeRateChangeResponse implements ExchangeRateChange {
  @ApiProperty({ example: 89500 }) usdToLbp!: number;
  @ApiProperty({ type: 'integer', description: 'Metered customers whose bill changed' })
  customersUpdated!: number;
}

export class SubscriptionPricingChangeResponse implements SubscriptionPricingChange {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'The stored map: amperage → LBP fee',
    example: { '5': 500000 },
  })
  pricing!: Record<string, number>;
  @ApiProperty({ type: 'integer', description: 'Metered customers whose bill changed' })
  customersUpdated!: number;
}

export class SubscriptionAmperageResponse implements SubscriptionAmperage {
  @ApiProperty({ type: 'integer' }) amperage!: number;
  @ApiProperty({ type: 'integer' }) customerCount!: number;
}

export class KwhLbpMigrationResponse implements KwhLbpMigration {
  @ApiProperty({ type: 'integer', description: 'kWh customers whose LBP columns were computed again' })
  total!: number;
  @ApiProperty({ type: 'integer' }) mahmoudUpdated!: number;
  @ApiProperty({ type: 'integer' }) baydawiUpdated!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Rows computed again per metered system',
  })
  bySystem!: Record<string, number>;
}
