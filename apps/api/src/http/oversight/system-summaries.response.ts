import { ApiProperty } from '@nestjs/swagger';
import type {
  ArchivedMonthFigures,
  GrandTotals,
  MonthSystemFigures,
  SystemCard,
  SystemSummaries,
} from '../../application/oversight/system-summaries';
import { DebtAgeTotalsResponse } from '../debtors/debtors.response';

const USD = 'USD, exact to the cent (the screen rounds)';
const LBP = 'Lebanese pounds, whole pounds: the dollar figure at the stored exchange rate';

/**
 * One billing system's card on the dashboard
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives).
 */
export class SystemSummaryResponse implements SystemCard {
  @ApiProperty({ example: 'mahmoud-kwh' }) id!: string;
  @ApiProperty({ example: 'كيلوواط محمود' }) name!: string;
  @ApiProperty({ enum: ['flat-per-ampere', 'metered-per-kwh'], enumName: 'TariffKind' })
  tariff!: 'flat-per-ampere' | 'metered-per-kwh';
  @ApiProperty({ type: 'integer', description: 'Live customers' }) totalCustomers!: number;
  @ApiProperty({ description: `Billed in the live month; ${USD}`, example: 1234.5 }) totalAmount!: number;
  @ApiProperty({ description: `Collected of it; ${USD}`, example: 800 }) totalPaid!: number;
  @ApiProperty({ example: 120.5 }) totalAmpere!: number;
  @ApiProperty({ description: 'Consumption of the live month (0 for the ampere system)', example: 3400.5 })
  totalKwh!: number;
  @ApiProperty({ type: 'integer', description: "Live customers plus the system's monthly-archive rows" })
  recordCount!: number;
  @ApiProperty({ type: 'integer', description: LBP }) totalAmountLbp!: number;
  @ApiProperty({ type: 'integer', description: LBP }) totalPaidLbp!: number;
  @ApiProperty({
    description: `The balances the last month close carried into the live month (the statements' previous balances; a credit counts negative); ${USD}`,
    example: 450,
  })
  arrearsCarried!: number;
  @ApiProperty({ type: 'integer', description: `The same, ${LBP}` }) arrearsCarriedLbp!: number;
}

export class GrandTotalsResponse implements GrandTotals {
  @ApiProperty({ description: USD }) totalAmount!: number;
  @ApiProperty({ description: USD }) totalPaid!: number;
  @ApiProperty() totalAmpere!: number;
  @ApiProperty() totalKwh!: number;
  @ApiProperty({ type: 'integer' }) totalCustomers!: number;
  @ApiProperty({ type: 'integer' }) totalRecords!: number;
  @ApiProperty({ type: 'integer', description: LBP }) totalAmountLbp!: number;
  @ApiProperty({ type: 'integer', description: LBP }) totalPaidLbp!: number;
  @ApiProperty({
    description: `The balances the last month close carried into the live month (the statements' previous balances; a credit counts negative); ${USD}`,
    example: 450,
  })
  arrearsCarried!: number;
  @ApiProperty({ type: 'integer', description: `The same, ${LBP}` }) arrearsCarriedLbp!: number;
}

export class MonthSystemFiguresResponse implements MonthSystemFigures {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ description: USD }) totalAmount!: number;
  @ApiProperty({ description: USD }) totalPaid!: number;
  @ApiProperty({
    description: `What the month's close carried into the next month as arrears (credits negative); ${USD}`,
  })
  arrearsCarried!: number;
}

/** A closed month from the monthly archives (month-end snapshots). */
export class ArchivedMonthResponse implements ArchivedMonthFigures {
  @ApiProperty({ example: '2026-10' }) month!: string;
  @ApiProperty({ example: 'تشرين الأول 2026' }) label!: string;
  @ApiProperty({ description: USD }) totalAmount!: number;
  @ApiProperty({ description: USD }) totalPaid!: number;
  @ApiProperty({
    description: `What the month's close carried into the next month as arrears (credits negative); ${USD}`,
  })
  arrearsCarried!: number;
  @ApiProperty({ type: [MonthSystemFiguresResponse] }) systems!: MonthSystemFiguresResponse[];
}

/**
 * The dashboard (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives): the three
 * named systems, the generic kWh list, every system in display order (a group added as data has its card),
 * the grand totals, the pending requests and the history.
 */
export class SystemSummariesResponse implements SystemSummaries {
  @ApiProperty({ type: SystemSummaryResponse }) ampereSystem!: SystemSummaryResponse;
  @ApiProperty({ type: SystemSummaryResponse }) mahmoudSystem!: SystemSummaryResponse;
  @ApiProperty({ type: SystemSummaryResponse }) baydawiSystem!: SystemSummaryResponse;
  @ApiProperty({ type: SystemSummaryResponse, description: 'The generic kWh list' })
  kwhSystem!: SystemSummaryResponse;
  @ApiProperty({ type: [SystemSummaryResponse], description: 'Every billing system, in display order' })
  systems!: SystemSummaryResponse[];
  @ApiProperty({ type: GrandTotalsResponse }) grandTotals!: GrandTotalsResponse;
  @ApiProperty({ type: 'integer', description: 'Registration requests waiting for review' })
  pendingCount!: number;
  @ApiProperty({ description: 'LBP per USD used for the pound figures', example: 89500 })
  exchangeRate!: number;
  @ApiProperty({ type: [ArchivedMonthResponse], description: 'The last 12 closed months, oldest first' })
  months!: ArchivedMonthResponse[];
  @ApiProperty({
    type: DebtAgeTotalsResponse,
    description: "What the customers owe by the age of the debt: the debtors list's totals (docs/debtors.md)",
  })
  debtAges!: DebtAgeTotalsResponse;
}
