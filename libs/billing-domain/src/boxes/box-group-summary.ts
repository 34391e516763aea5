import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { BoxRange } from './box-range';

/** What a group's statistics read of a customer. */
export interface BoxGroupMember {
  readonly box: string | null | undefined;
  readonly ampere: number | string;
  readonly amount: number | string;
}

/** A box group's statistics panel (the main table): its customers, their amperes and their amounts. */
export interface BoxGroupSummary {
  readonly customers: number;
  readonly totalAmpere: Quantity;
  readonly totalAmount: Money;
}

/**
 * The customers whose box is in `group`, counted and summed exactly. Groups may overlap (boxes 27
 * and 32 are in both default groups, docs/business-rules.md#constants-and-limits), so a customer counts in
 * every group that holds its box.
 */
export function summariseBoxGroup(group: BoxRange, records: readonly BoxGroupMember[]): BoxGroupSummary {
  const members = records.filter((record) => group.contains(record.box));
  return {
    customers: members.length,
    totalAmpere: members.reduce((sum, record) => sum.plus(Quantity.parse(record.ampere)), Quantity.zero),
    totalAmount: Money.sum(members.map((record) => Money.parse(record.amount))),
  };
}
