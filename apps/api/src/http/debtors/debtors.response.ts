import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DebtAgeTotals, DebtBoxTotals, DebtTotals } from '@kahraba/billing-domain';
import type { DebtorView, DebtorsView, LastPaymentView } from '../../application/debtors/debtor.view';
import { CUT_OFF_PROPERTY, CutOffMarkResponse } from '../statements/cut-off-mark.response';

const USD = 'USD, two decimals at most';
const LBP = 'whole pounds';

export class LastPaymentResponse implements LastPaymentView {
  @ApiProperty({ example: '2026-12-03', description: 'The business day it was received' }) day!: string;
  @ApiProperty({ description: `What it settled; ${USD}`, example: 20 }) amount!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: `Pounds handed over; ${LBP}` })
  amountLbp!: number | null;
  @ApiProperty({ enum: ['USD', 'LBP'] }) currency!: 'USD' | 'LBP';
}

/** One customer who owes: the amounts are the customer's statement's (docs/debtors.md#the-list). */
export class DebtorResponse implements DebtorView {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ example: 'نظام الأمبير' }) systemName!: string;
  @ApiProperty({ format: 'uuid' }) customerId!: string;
  @ApiProperty({ type: 'integer', example: 12 }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E.164' }) phone!: string | null;
  @ApiProperty({ description: `The statement's total due; ${USD}`, example: 90 }) totalDue!: number;
  @ApiProperty({ type: 'integer', description: `The statement's pounds due; ${LBP}`, example: 8055000 })
  totalDueLbp!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'How many closed months the debt spans: 0 only this month, 1, 2, 3… (docs/debtors.md)',
  })
  months!: number;
  @ApiProperty({ type: LastPaymentResponse, nullable: true }) lastPayment!: LastPaymentResponse | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastReminderAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-05' }) lastReminderDay!: string | null;
  @ApiProperty(CUT_OFF_PROPERTY) cutOff!: CutOffMarkResponse | null;
}

export class DebtTotalsResponse implements DebtTotals {
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ description: USD }) totalDue!: number;
  @ApiProperty({ type: 'integer', description: LBP }) totalDueLbp!: number;
}

/** The totals per age of the debt: this month, one month, two, three or more, and all. */
export class DebtAgeTotalsResponse implements DebtAgeTotals {
  @ApiProperty({ type: DebtTotalsResponse }) current!: DebtTotalsResponse;
  @ApiProperty({ type: DebtTotalsResponse }) one!: DebtTotalsResponse;
  @ApiProperty({ type: DebtTotalsResponse }) two!: DebtTotalsResponse;
  @ApiProperty({ type: DebtTotalsResponse }) threePlus!: DebtTotalsResponse;
  @ApiProperty({ type: DebtTotalsResponse }) all!: DebtTotalsResponse;
}

/** One box's debtors: how many and what they owe (the print's box lines). */
export class DebtBoxTotalsResponse extends DebtTotalsResponse implements DebtBoxTotals {
  @ApiProperty({ type: String, nullable: true, description: 'null: the customers without a box' })
  box!: string | null;
}

export class DebtorsFiltersResponse {
  @ApiPropertyOptional() system?: string;
  @ApiPropertyOptional() box?: string;
  @ApiPropertyOptional({ type: 'integer' }) minMonths?: number;
}

/** The debtors list (docs/debtors.md#the-list). */
export class DebtorsResponse implements DebtorsView {
  @ApiProperty({ type: DebtorsFiltersResponse }) filters!: DebtorsFiltersResponse;
  @ApiProperty({ type: [DebtorResponse] }) rows!: DebtorResponse[];
  @ApiProperty({ type: DebtAgeTotalsResponse }) totals!: DebtAgeTotalsResponse;
  @ApiProperty({ type: [DebtBoxTotalsResponse], description: "The rows' totals per box, by box" })
  boxes!: DebtBoxTotalsResponse[];
}
