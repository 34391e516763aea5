import { ApiProperty } from '@nestjs/swagger';
import type { KwhSummary } from '../../application/oversight/kwh-summary';

/**
 * A metered group's summary cards
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives), computed by the server over
 * its live customers.
 */
export class KwhSummaryResponse implements KwhSummary {
  @ApiProperty({ type: 'integer', example: 120 }) totalCustomers!: number;
  @ApiProperty({ type: 'integer', example: 80 }) paidCount!: number;
  @ApiProperty({ type: 'integer', example: 40 }) unpaidCount!: number;
  @ApiProperty({
    description: 'USD, 2 decimals: the sum of the positive outstanding balances',
    example: 1234.5,
  })
  totalOutstanding!: number;
}
