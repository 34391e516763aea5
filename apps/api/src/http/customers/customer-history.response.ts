import { ApiProperty } from '@nestjs/swagger';
import type {
  CustomerHistoryMonth,
  HistoryReadingsView,
  RecordedReadingView,
} from '../../application/history/customer-history';
import { PaymentResponse } from '../payments/payment.response';
import { StatementResponse } from '../statements/statement.response';

/** One reading the round recorded in the month (a second one is a correction). */
export class RecordedReadingResponse implements RecordedReadingView {
  @ApiProperty({ enum: ['actual', 'estimated', 'unread'] }) kind!: 'actual' | 'estimated' | 'unread';
  @ApiProperty({ description: 'the start reading it counted from, kWh' }) previous!: number;
  @ApiProperty({ description: 'kWh' }) reading!: number;
  @ApiProperty({ description: 'kWh' }) consumption!: number;
  @ApiProperty({ type: String, nullable: true }) unreadReason!: string | null;
  @ApiProperty({ format: 'date-time' }) takenAt!: string;
  @ApiProperty() recordedBy!: string;
}

/** A metered month's readings: the statement's start and end, and every reading the round took. */
export class HistoryReadingsResponse implements HistoryReadingsView {
  @ApiProperty() previous!: number;
  @ApiProperty() current!: number;
  @ApiProperty() consumption!: number;
  @ApiProperty() estimated!: boolean;
  @ApiProperty({ type: [RecordedReadingResponse] }) recorded!: RecordedReadingResponse[];
}

/** What was left owed at the month's end (now, for the live month), from its statement. */
export class HistoryBalanceResponse {
  @ApiProperty({ description: 'USD; negative is a credit' }) usd!: number;
  @ApiProperty({ type: 'integer', description: 'whole pounds at the month’s rate' }) lbp!: number;
}

/** One month of a customer's history (docs/customer-history.md). */
export class CustomerHistoryMonthResponse implements CustomerHistoryMonth {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ example: 'تشرين الثاني 2026' }) monthLabel!: string;
  @ApiProperty({
    enum: ['live', 'closed', 'payments-only'],
    description: 'the live month, a closed month of the monthly archive, or a month only the ledger names',
  })
  kind!: 'live' | 'closed' | 'payments-only';
  @ApiProperty({ type: Number, nullable: true, description: 'flat subscription: the amperes billed' })
  ampere!: number | null;
  @ApiProperty({ type: HistoryReadingsResponse, nullable: true, description: 'metered months' })
  readings!: HistoryReadingsResponse | null;
  @ApiProperty({ type: StatementResponse, nullable: true }) statement!: StatementResponse | null;
  @ApiProperty({ type: [PaymentResponse], description: 'the ledger’s payments of the month, void ones too' })
  payments!: PaymentResponse[];
  @ApiProperty({ type: HistoryBalanceResponse, nullable: true }) balance!: HistoryBalanceResponse | null;
}

/** A customer's history, newest month first. */
export class CustomerHistoryResponse {
  @ApiProperty({ type: [CustomerHistoryMonthResponse] }) months!: CustomerHistoryMonthResponse[];
}
