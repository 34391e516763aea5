import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { compareBoxes } from '../records/record-order';
import type { PaymentsReportQuery } from './payments-report-query';

/** What a group of payments (not void) adds up to: USD settled, and what was handed over in each currency. */
export interface PaymentsReportFigures {
  readonly count: number;
  /** Everything the payments settled, in USD (an LBP payment counts at the rate it was taken at). */
  readonly totalUsd: Money;
  /** Dollars handed over (payments in USD). */
  readonly usdReceived: Money;
  /** Pounds handed over (payments in LBP), whole pounds. */
  readonly lbpReceived: Lbp;
}

/** One line of the report: a day, a collector, a system, a method or a box. */
export interface PaymentsReportRow extends PaymentsReportFigures {
  readonly key: string;
  readonly label: string;
}

/**
 * A box of a system in its live month: what this month's charges are (`billed`, arrears left out),
 * what the ledger has of them (`collected`: the month's payments not void, as `amountPaid` keeps
 * it), and what its customers still owe (`outstanding`: the sum of balances above zero, arrears
 * included; one customer's credit does not lower another's debt).
 */
export interface BoxCollection {
  readonly system: string;
  readonly systemName: string;
  readonly box: string | null;
  readonly billed: Money;
  readonly collected: Money;
  readonly outstanding: Money;
}

export interface PaymentsReport {
  readonly query: PaymentsReportQuery;
  readonly rows: readonly PaymentsReportRow[];
  readonly totals: PaymentsReportFigures;
  readonly boxes: readonly BoxCollection[];
}

/** The report's totals: every row once (each payment is in exactly one row, whatever the grouping). */
export function paymentsReportTotals(rows: readonly PaymentsReportFigures[]): PaymentsReportFigures {
  return {
    count: rows.reduce((count, row) => count + row.count, 0),
    totalUsd: Money.sum(rows.map((row) => row.totalUsd)),
    usdReceived: Money.sum(rows.map((row) => row.usdReceived)),
    lbpReceived: rows.reduce((sum, row) => sum.plus(row.lbpReceived), Lbp.zero),
  };
}

/** Who took the money, as the owner reads it: the user's name; the terminal's user; the ledger's opening. */
export function collectorLabel(receivedBy: string, userName: string | null): string {
  const name = userName?.trim();
  if (name) return name;
  if (receivedBy === 'migration') return 'مدفوع قبل سجل الدفعات';
  if (receivedBy.startsWith('cli:')) return `سطر الأوامر (${receivedBy.slice(4)})`;
  return receivedBy;
}

/** A box's line is keyed by its system and box (box numbers repeat across systems). */
export function boxReportKey(system: string, box: string | null): string {
  return `${system}:${box ?? ''}`;
}

export function boxReportLabel(systemName: string, box: string | null): string {
  return box === null ? `${systemName} · بلا صندوق` : `${systemName} · صندوق ${box}`;
}

/**
 * Boxes in the systems' display order, then numerically
 * (docs/business-rules.md#the-order-of-customers-and-boxes), a missing box last.
 */
export function sortByBox<T extends { readonly systemOrder: number; readonly box: string | null }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort((a, b) => a.systemOrder - b.systemOrder || compareBoxes(a.box, b.box));
}
