import { ApiProperty } from '@nestjs/swagger';

/** The threshold prices per ampere (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
export class AmperePricingResponse {
  /** More than 2 amperes. */
  @ApiProperty({ type: Number })
  globalPrice!: number;
  /** 2 amperes or less. */
  @ApiProperty({ type: Number })
  lowPrice!: number;
  /** Customers with a price of their own, which a price change keeps unless asked. */
  @ApiProperty({ type: 'integer' })
  customPriceCount!: number;
}
