import { ApiProperty } from '@nestjs/swagger';
import type { MonthlyArchiveTotals } from '@kahraba/persistence';
import { StatementResponse } from '../statements/statement.response';
import type {
  MonthlyArchivePage,
  MonthlySnapshotRecord,
} from '../../application/archives/list-monthly-archives.query';

/** One customer's month as a month close or a manual archive kept it. */
export class MonthlySnapshotResponse implements MonthlySnapshotRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  /** The billing system id (ampere, kwh, mahmoud-kwh, baydawi-kwh, …). */
  @ApiProperty()
  system!: string;
  @ApiProperty({ example: '2026-10' })
  month!: string;
  @ApiProperty({ type: 'integer' })
  customerNumber!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  box!: string | null;
  @ApiProperty({ type: String, nullable: true })
  address!: string | null;
  @ApiProperty()
  ampere!: number;
  /** What was billed that month, dollars. */
  @ApiProperty()
  amount!: number;
  /** The balance carried in from the month before, dollars (negative: a credit). */
  @ApiProperty()
  arrears!: number;
  @ApiProperty()
  amountPaid!: number;
  @ApiProperty()
  outstandingBalance!: number;
  @ApiProperty()
  isPaid!: boolean;
  /** new_month (month close) or manual_archive. */
  @ApiProperty()
  archiveReason!: string;
  @ApiProperty({ format: 'date-time' })
  archivedAt!: string;
  /** The statement of account of that month (label, invoice number, readings, pounds). */
  @ApiProperty({ type: StatementResponse })
  statement!: StatementResponse;
}

/** A month's totals over the matching snapshots, exact sums in dollars. */
export class MonthlyArchiveTotalsResponse implements MonthlyArchiveTotals {
  @ApiProperty({ example: '2026-10' })
  month!: string;
  @ApiProperty({ type: 'integer' })
  customers!: number;
  @ApiProperty()
  billed!: number;
  /** Balances carried in from the month before (credits count negative). */
  @ApiProperty()
  arrears!: number;
  @ApiProperty()
  paid!: number;
  @ApiProperty()
  outstanding!: number;
}

export class MonthlyArchivePageResponse implements MonthlyArchivePage {
  /** Every month of the matching snapshots with its totals (not only this page's), newest first. */
  @ApiProperty({ type: [MonthlyArchiveTotalsResponse] })
  months!: MonthlyArchiveTotalsResponse[];
  @ApiProperty({ type: [MonthlySnapshotResponse] })
  records!: MonthlySnapshotResponse[];
  @ApiProperty({ type: 'integer' })
  page!: number;
  @ApiProperty({ type: 'integer' })
  pageSize!: number;
  @ApiProperty({ type: 'integer' })
  totalRecords!: number;
  @ApiProperty({ type: 'integer' })
  pageCount!: number;
}
