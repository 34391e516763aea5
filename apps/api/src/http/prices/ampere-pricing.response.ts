import { ApiProperty } from '@nestjs/swagger';

/** The threshold prices per ampere (spec 000 §9). */
export class AmperePricingResponse {
  /** More than 2 amperes. */
  @ApiProperty({ type: Number })
  globalPrice!: number;
  /** 2 amperes or less. */
  @ApiProperty({ type: Number })
  lowPrice!: number;
  /** Customers with a price of their own, which a price change keeps unless asked (issue 6). */
  @ApiProperty({ type: 'integer' })
  customPriceCount!: number;
}
