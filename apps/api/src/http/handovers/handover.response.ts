import { ApiProperty } from '@nestjs/swagger';

const USD = 'USD, exact to the cent';
const LBP = 'Lebanese pounds, whole pounds';

/** An amount in each currency, kept apart (never converted into each other). */
export class HandoverAmountsResponse {
  @ApiProperty({ description: USD, example: -5.5 }) usd!: number;
  @ApiProperty({ type: 'integer', description: LBP, example: 10_000 }) lbp!: number;
}

/**
 * One collector's business day (docs/handover.md): taken (the ledger's payments not void, as the payments
 * report counts `usdReceived`/`lbpReceived`), counted (null until an administrator counts it), and
 * `difference` = counted − taken.
 */
export class HandoverResponse {
  @ApiProperty({ format: 'uuid', description: "The collector's user id" }) collectorId!: string;
  @ApiProperty({ example: 'سامي حداد' }) collectorName!: string;
  @ApiProperty({ example: '2026-12-07', description: "The business day, in the business's calendar" })
  day!: string;
  @ApiProperty({ type: 'integer', description: 'Payments not void taken that day' }) count!: number;
  @ApiProperty({ description: `Dollars taken (payments in USD); ${USD}`, example: 45.5 }) takenUsd!: number;
  @ApiProperty({ type: 'integer', description: `Pounds taken (payments in LBP); ${LBP}`, example: 1_790_000 })
  takenLbp!: number;
  @ApiProperty({ type: Number, nullable: true, description: `Dollars counted; ${USD}; null until counted` })
  countedUsd!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: `Pounds counted; ${LBP}; null until counted` })
  countedLbp!: number | null;
  @ApiProperty({
    type: HandoverAmountsResponse,
    nullable: true,
    description: 'counted − taken in each currency (negative: cash missing); null until counted',
  })
  difference!: HandoverAmountsResponse | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who recorded the count (their name)' })
  recordedBy!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it was recorded' })
  recordedAt!: string | null;
}
