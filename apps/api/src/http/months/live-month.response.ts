import { ApiProperty } from '@nestjs/swagger';
import type { LiveMonthView } from '../../application/months/get-live-month.query';

/** The month a system's live records bill. */
export class LiveMonthResponse implements LiveMonthView {
  @ApiProperty({ type: String, example: 'ampere' })
  system!: string;
  @ApiProperty({ type: String, example: '2026-11' })
  liveMonth!: string;
  /** 'تشرين الثاني 2026' */
  @ApiProperty({ type: String })
  label!: string;
  /** The month a close of the live month opens, so the close button can name both. */
  @ApiProperty({ type: String, example: '2026-12' })
  nextMonth!: string;
  /** 'كانون الأول 2026' */
  @ApiProperty({ type: String })
  nextLabel!: string;
  /** The month the system's invoices name today (from the 25th, the next one). */
  @ApiProperty({ type: String, example: '2026-12' })
  invoiceMonth!: string;
  /** 'كانون الأول 2026' */
  @ApiProperty({ type: String })
  invoiceLabel!: string;
}
