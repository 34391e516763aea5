import type { TariffKind } from '@kahraba/billing-domain';

/**
 * The dashboard's figures (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives).
 * Money in USD exact to the cent, pounds whole.
 */
export interface SystemCard {
  id: string;
  name: string;
  tariff: TariffKind;
  /** Live customers. */
  totalCustomers: number;
  /** Billed in the live month. */
  totalAmount: number;
  /** Collected of it. */
  totalPaid: number;
  totalAmpere: number;
  totalKwh: number;
  recordCount: number;
  totalAmountLbp: number;
  totalPaidLbp: number;
  /** Carried into the live month from closed ones. */
  arrearsCarried: number;
  arrearsCarriedLbp: number;
}

export interface GrandTotals {
  totalAmount: number;
  totalPaid: number;
  totalAmpere: number;
  totalKwh: number;
  totalCustomers: number;
  totalRecords: number;
  totalAmountLbp: number;
  totalPaidLbp: number;
  arrearsCarried: number;
  arrearsCarriedLbp: number;
}

/** One system's figures in a closed month. */
export interface MonthSystemFigures {
  system: string;
  totalAmount: number;
  totalPaid: number;
  arrearsCarried: number;
}

/** A closed month of the history. */
export interface ArchivedMonthFigures {
  month: string;
  label: string;
  totalAmount: number;
  totalPaid: number;
  arrearsCarried: number;
  systems: MonthSystemFigures[];
}

/**
 * The three named systems, the generic kWh list, every system in display order, the grand totals,
 * the pending requests, the rate and the last 12 closed months (oldest first).
 */
export interface SystemSummaries {
  ampereSystem: SystemCard;
  mahmoudSystem: SystemCard;
  baydawiSystem: SystemCard;
  kwhSystem: SystemCard;
  systems: SystemCard[];
  grandTotals: GrandTotals;
  pendingCount: number;
  exchangeRate: number;
  months: ArchivedMonthFigures[];
}
