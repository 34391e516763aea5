import { ApiProperty } from '@nestjs/swagger';

/** The threshold prices per ampere (spec 000 §9). */
export class AmperePricingResponse {
  /** More than 2 amperes. */
  @ApiProperty({ type: Number })
  globalPrice!: number;
  /** 2 amperes or less. */
  @ApiProperty({ type: Number })
  lowPrice!: number;
}
