import { ApiProperty } from '@nestjs/swagger';
import { PAYMENTS_REPORT_GROUPS, type PaymentsReportGroup } from '@kahraba/billing-domain';

const USD = 'USD, exact to the cent';
const LBP = 'Lebanese pounds handed over, whole pounds';

/** One group of payments (not void): a day, a collector, a system, a method or a box. */
export class PaymentsReportRowResponse {
  @ApiProperty({
    description:
      "The group: YYYY-MM-DD, the collector's e-mail (or cli:<user>), the system id, the method, or <system>:<box>",
    example: '2026-11-24',
  })
  key!: string;
  @ApiProperty({ description: 'The group in Arabic', example: 'الثلاثاء 24 تشرين الثاني 2026' })
  label!: string;
  @ApiProperty({ type: 'integer', description: 'Payments in the group' }) count!: number;
  @ApiProperty({ description: `What the payments settled; ${USD}`, example: 120.5 }) totalUsd!: number;
  @ApiProperty({ description: `Dollars handed over (payments in USD); ${USD}`, example: 100 })
  usdReceived!: number;
  @ApiProperty({ type: 'integer', description: LBP, example: 1_834_750 }) lbpReceived!: number;
}

export class PaymentsReportTotalsResponse {
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ description: USD }) totalUsd!: number;
  @ApiProperty({ description: USD }) usdReceived!: number;
  @ApiProperty({ type: 'integer', description: LBP }) lbpReceived!: number;
}

/** A box of a system in its live month. */
export class BoxCollectionResponse {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ type: String, nullable: true, example: '7', description: 'null: customers without a box' })
  box!: string | null;
  @ApiProperty({ description: `This month's charges (arrears left out); ${USD}` }) billed!: number;
  @ApiProperty({ description: `Paid of them: the month's payments not void; ${USD}` }) collected!: number;
  @ApiProperty({
    description: `What the box's customers still owe, arrears included (balances above zero: a credit does not lower another's debt); ${USD}`,
  })
  outstanding!: number;
}

/**
 * The collection report (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent).
 */
export class PaymentsReportResponse {
  @ApiProperty({ example: '2026-11-01', description: 'First day, included' }) from!: string;
  @ApiProperty({ example: '2026-11-30', description: 'Last day, included' }) to!: string;
  @ApiProperty({ enum: PAYMENTS_REPORT_GROUPS, enumName: 'PaymentsReportGroup' }) by!: PaymentsReportGroup;
  @ApiProperty({ type: [PaymentsReportRowResponse] }) rows!: PaymentsReportRowResponse[];
  @ApiProperty({ type: PaymentsReportTotalsResponse }) totals!: PaymentsReportTotalsResponse;
  @ApiProperty({
    type: [BoxCollectionResponse],
    description: 'Every box of every system (or of the one asked for) in its live month, whatever the period',
  })
  boxes!: BoxCollectionResponse[];
}
