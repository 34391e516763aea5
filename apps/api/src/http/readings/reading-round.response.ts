import { ApiProperty } from '@nestjs/swagger';
import { ReplacedMeterResponse, StatementResponse } from '../statements/statement.response';
import type {
  BoxProgress,
  ReadingRound,
  RoundCustomer,
} from '../../application/readings/get-reading-round.query';
import type { MeterReadingAnswer } from '../../application/readings/record-meter-reading.command';

export class MeterReadingAnswerResponse implements MeterReadingAnswer {
  @ApiProperty() clientId!: string;
  @ApiProperty({ format: 'uuid' }) customerId!: string;
  @ApiProperty({ enum: ['actual', 'estimated', 'unread'] }) kind!: MeterReadingAnswer['kind'];
  @ApiProperty() previousReading!: number;
  @ApiProperty({ description: 'the reading stored: the estimate when estimated, 0 when unread' })
  reading!: number;
  @ApiProperty() consumption!: number;
  @ApiProperty({ description: 'kWh an earlier estimate billed that this reading showed unused' })
  creditKwh!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "the reading of this month this one replaced (a correction; the month's start stays)",
  })
  correctedReading!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'the warning code the reader confirmed' })
  confirmedWarning!: string | null;
  @ApiProperty({ type: StatementResponse, description: "the customer's bill after the reading" })
  statement!: StatementResponse;
}

export class RoundCustomerResponse implements RoundCustomer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({
    description: "the month's start reading a new one counts from; sent back as previousReading",
  })
  previousReading!: number;
  @ApiProperty({ description: 'the reading followed is an estimate: a lower actual one trues it up' })
  followsEstimate!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: "this month's reading, null when not read" })
  reading!: number | null;
  @ApiProperty({ enum: ['read', 'estimated', 'unread', 'left'] }) status!: RoundCustomer['status'];
  @ApiProperty({ type: String, nullable: true }) unreadReason!: string | null;
  @ApiProperty() meterReplaced!: boolean;
  @ApiProperty({
    type: ReplacedMeterResponse,
    nullable: true,
    description: 'the meter replaced this month: a correction without its own replacement keeps it',
  })
  replacedMeter!: ReplacedMeterResponse | null;
  @ApiProperty({ type: [Number], description: 'last closed months, newest first (up to three)' })
  lastMonths!: number[];
}

export class BoxProgressResponse implements BoxProgress {
  @ApiProperty({ type: String, nullable: true }) box!: string | null;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) read!: number;
  @ApiProperty({ type: 'integer' }) estimated!: number;
  @ApiProperty({ type: 'integer', description: 'could not be read, no history to estimate from' })
  unread!: number;
  @ApiProperty({ type: 'integer' }) left!: number;
}

export class ReadingRoundResponse implements ReadingRound {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ type: [BoxProgressResponse] }) boxes!: BoxProgressResponse[];
  @ApiProperty({ type: [RoundCustomerResponse] }) customers!: RoundCustomerResponse[];
}
