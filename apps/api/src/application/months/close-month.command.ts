import { Command } from '@nestjs/cqrs';
import type { Month } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface MonthCloseResult {
  /** Customers snapshotted into the monthly archive and rolled into the next month. */
  totalCustomers: number;
  /** The month that was closed. */
  month: string;
  nextMonth: string;
  dryRun: boolean;
  /** docs/official-tariff.md#compliance: the month's metered bills above its official tariff (0 without one). */
  billsAboveOfficialTariff: number;
}

/**
 * Month close: snapshot every live record (reason new_month), then start the next month. Runs once
 * per system and month; the same command serves the web and `billing month close`.
 */
export class CloseMonthCommand extends Command<MonthCloseResult> {
  constructor(
    readonly system: BillingSystemRef,
    /** The month the caller means to close; omitted: the live month as read now. */
    readonly month: Month | undefined,
    readonly actor: string,
    readonly dryRun = false,
  ) {
    super();
  }
}
