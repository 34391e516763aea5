import { ApiProperty } from '@nestjs/swagger';
import type { GroupPrice } from '../../application/prices/group-price';

/** A metered group's current price per kWh (docs/metered-group-price.md). */
export class GroupPriceResponse implements GroupPrice {
  @ApiProperty({
    description:
      'USD per kWh (up to 4 decimals) a new customer starts from; a pound price at the stored rate',
    example: 0.42,
  })
  pricePerKwh!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Whole LBP per kWh when the price was set in pounds (new customers bill in pounds), else null',
    example: null,
  })
  pricePerKwhLbp!: number | null;
}
