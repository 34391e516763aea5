import { arabicDayLabel } from '../calendar/calendar-day';
import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../payments/payment-method';
import { boxReportLabel, collectorLabel, sortByBox, type PaymentsReportRow } from './payments-report';
import type { PaymentsReportGroup } from './payments-report-query';

/** One group's sums as the database adds them (exact decimal text), with what names the group. */
export interface PaymentsGroupSums {
  /** The day (YYYY-MM-DD), the collector's e-mail, the system, the method, or `system:box`. */
  readonly key: string;
  readonly systemName: string | null;
  readonly systemOrder: number | null;
  readonly box: string | null;
  /** The collector's name when the user still exists. */
  readonly userName: string | null;
  readonly count: number;
  readonly totalUsd: string;
  readonly usdReceived: string;
  readonly lbpReceived: string;
}

/**
 * The report's lines, labelled in Arabic and ordered as the owner reads them: days in order;
 * collectors by what they collected, most first; systems and boxes in display order; methods in the
 * ledger's order.
 */
export function paymentsReportRows(
  by: PaymentsReportGroup,
  groups: readonly PaymentsGroupSums[],
): PaymentsReportRow[] {
  return orderOf(by, groups).map((group) => ({
    key: group.key,
    label: labelOf(by, group),
    count: group.count,
    totalUsd: Money.parse(group.totalUsd),
    usdReceived: Money.parse(group.usdReceived),
    lbpReceived: Lbp.ofPounds(Number(group.lbpReceived)),
  }));
}

function labelOf(by: PaymentsReportGroup, group: PaymentsGroupSums): string {
  switch (by) {
    case 'day':
      return arabicDayLabel(group.key);
    case 'collector':
      return collectorLabel(group.key, group.userName);
    case 'system':
      return group.systemName ?? group.key;
    case 'method':
      return PAYMENT_METHOD_LABELS[group.key as PaymentMethod] ?? group.key;
    case 'box':
      return boxReportLabel(group.systemName ?? group.key.split(':')[0], group.box);
  }
}

const byKey = (a: PaymentsGroupSums, b: PaymentsGroupSums) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function orderOf(by: PaymentsReportGroup, groups: readonly PaymentsGroupSums[]): PaymentsGroupSums[] {
  switch (by) {
    case 'day':
      return [...groups].sort(byKey);
    case 'collector':
      return [...groups].sort(
        (a, b) => Money.parse(b.totalUsd).compare(Money.parse(a.totalUsd)) || byKey(a, b),
      );
    case 'system':
      return [...groups].sort((a, b) => (a.systemOrder ?? 0) - (b.systemOrder ?? 0) || byKey(a, b));
    case 'method':
      return [...groups].sort(
        (a, b) =>
          PAYMENT_METHODS.indexOf(a.key as PaymentMethod) - PAYMENT_METHODS.indexOf(b.key as PaymentMethod),
      );
    case 'box':
      return sortByBox(groups.map((group) => ({ ...group, systemOrder: group.systemOrder ?? 0 })));
  }
}
