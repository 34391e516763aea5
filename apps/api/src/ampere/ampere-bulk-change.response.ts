import { ApiProperty } from '@nestjs/swagger';

/** New prices for every customer whose price follows the amperes (spec 000 §9). */
export class PriceChangeResponse {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: 'integer' })
  updated!: number;
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
