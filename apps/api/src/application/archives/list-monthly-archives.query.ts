import { Query } from '@nestjs/cqrs';
import type { MonthlyArchiveTotals, MonthlySnapshotView } from '@kahraba/persistence';
import type { StatementView } from '../statements/statement.view';

/** The most snapshots one page holds: a year of 20,000 customers is never sent at once. */
export const MONTHLY_ARCHIVE_MAX_PAGE_SIZE = 500;
const MONTHLY_ARCHIVE_PAGE_SIZE = 100;

/** The raw columns the statement is built from (the answer carries the statement's figures instead). */
type StatementSourceColumns =
  | 'pricePerAmpere'
  | 'previousKwh'
  | 'currentKwh'
  | 'pricePerKwh'
  | 'pricePerKwhLbp'
  | 'subscriptionFee'
  | 'subscriptionFeeLbp'
  | 'rate'
  | 'exactArrears'
  | 'exactAmountPaid'
  | 'readingEstimated'
  | 'previousEstimated'
  | 'replacedFinalKwh'
  | 'replacedStartKwh'
  | 'billed'
  | 'reconnectionFee'
  | 'reconnectionFeeLbp';

/**
 * One customer's archived month: the archived record's fields and the statement of account of that
 * month (docs/business-rules.md, "One bill on the wire"): its label, invoice number, readings and pounds.
 */
export interface MonthlySnapshotRecord extends Omit<MonthlySnapshotView, StatementSourceColumns> {
  statement: StatementView;
}

export interface MonthlyArchivePage {
  /** Each month's totals over every matching snapshot (not only this page), newest month first. */
  months: MonthlyArchiveTotals[];
  /** This page of the matching snapshots: newest month, then system, then customer number. */
  records: MonthlySnapshotRecord[];
  page: number;
  pageSize: number;
  totalRecords: number;
  pageCount: number;
}

/**
 * The monthly archives of every system
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives), searched and filtered by
 * month and system.
 */
export class ListMonthlyArchivesQuery extends Query<MonthlyArchivePage> {
  constructor(
    readonly filter: { month?: string; system?: string; search?: string },
    readonly page = 1,
    readonly pageSize = MONTHLY_ARCHIVE_PAGE_SIZE,
  ) {
    super();
  }
}
