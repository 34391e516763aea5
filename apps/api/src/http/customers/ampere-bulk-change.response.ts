import { ApiProperty } from '@nestjs/swagger';
import type {
  ColumnPasteSummary,
  PastedChange,
} from '../../application/customers/paste-customer-column.command';

/**
 * New prices for every customer whose price follows the amperes
 * (docs/business-rules.md#invoice-numbers-and-the-month-billed).
 */
export class PriceChangeResponse {
  @ApiProperty({ type: String })
  message!: string;
  /** Customers re-priced. */
  @ApiProperty({ type: 'integer' })
  updated!: number;
  /** Customers who kept a price of their own. */
  @ApiProperty({ type: 'integer' })
  keptCustom!: number;
}

/** One customer receiving one pasted value. */
export class PastedChangeResponse implements PastedChange {
  /** The customer's row in the list as the operator sees it (same sort as sent), from 1. */
  @ApiProperty({ type: 'integer' })
  row!: number;
  @ApiProperty({ type: String, format: 'uuid' })
  id!: string;
  @ApiProperty({ type: 'integer' })
  customerNumber!: number;
  @ApiProperty({ type: String })
  name!: string;
  /** The cell's text before ('2.5', '12.5', '7'); null for no box or address. */
  @ApiProperty({ type: String, nullable: true })
  before!: string | null;
  @ApiProperty({ type: String, nullable: true })
  after!: string | null;
}

/**
 * One pasted column written into consecutive rows (docs/business-rules.md#pasting-a-column), or previewed
 * with dryRun.
 */
export class ColumnPasteResponse implements ColumnPasteSummary {
  /** Customers written (with dryRun: that would be written). */
  @ApiProperty({ type: 'integer' })
  updated!: number;
  @ApiProperty({ type: [PastedChangeResponse] })
  changes!: PastedChangeResponse[];
}

/** Every customer unpaid again (docs/business-rules.md#paid-unpaid-and-arrears). */
export class MarkAllUnpaidResponse {
  @ApiProperty({ type: 'integer' })
  updated!: number;
}
