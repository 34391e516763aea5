import { Query } from '@nestjs/cqrs';
import type { MonthlyArchiveTotals, MonthlySnapshotView } from '@kahraba/persistence';
import type { StatementView } from '../statements/statement.view';

/** The most snapshots one page holds: a year of 20,000 customers is never sent at once. */
export const MONTHLY_ARCHIVE_MAX_PAGE_SIZE = 500;
export const MONTHLY_ARCHIVE_PAGE_SIZE = 100;

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
  | 'replacedStartKwh';

/** One customer's archived month with its statement's figures. */
export interface MonthlySnapshotRecord extends Omit<MonthlySnapshotView, StatementSourceColumns> {
  /** 'أيلول 2026': the month billed. */
  monthLabel: string;
  invoiceNumber: string;
  /** Metered: the readings and the consumption of that month. */
  readings?: StatementView['readings'];
  /** The month's total in pounds and what was left to pay in pounds (arrears included). */
  totalLbp: number;
  outstandingLbp: number;
  /** LBP per USD the pounds are stated at. */
  exchangeRate: number;
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
