import { ApiProperty } from '@nestjs/swagger';
import type { MonthCloseResult } from '../../application/months/close-month.command';

/** The month closed and the one that started. */
export class MonthCloseResponse implements MonthCloseResult {
  @ApiProperty({ type: 'integer' })
  totalCustomers!: number;
  /** The month that was closed, 'YYYY-MM'. */
  @ApiProperty({ type: String, example: '2026-11' })
  month!: string;
  @ApiProperty({ type: String, example: '2026-12' })
  nextMonth!: string;
  @ApiProperty({ type: Boolean })
  dryRun!: boolean;
  @ApiProperty({
    type: 'integer',
    description: 'The closed month’s metered bills above its official tariff (docs/official-tariff.md)',
  })
  billsAboveOfficialTariff!: number;
}
