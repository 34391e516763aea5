import { ApiProperty } from '@nestjs/swagger';

/** New prices for every customer whose price follows the amperes (spec 000 §9). */
export class PriceChangeResponse {
  @ApiProperty({ type: String })
  message!: string;
  /** Customers re-priced. */
  @ApiProperty({ type: 'integer' })
  updated!: number;
  /** Customers who kept a price of their own (issue 6). */
  @ApiProperty({ type: 'integer' })
  keptCustom!: number;
}

/** One pasted column written into consecutive rows (spec 000 §5). */
export class ColumnPasteResponse {
  @ApiProperty({ type: 'integer' })
  updated!: number;
}

/** Every customer unpaid again (spec 000 §4). */
export class MarkAllUnpaidResponse {
  @ApiProperty({ type: 'integer' })
  updated!: number;
}
