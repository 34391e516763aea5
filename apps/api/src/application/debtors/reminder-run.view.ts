import type { ReminderSkipReason } from '@kahraba/billing-domain';

/** One customer of a run: the link to open, or why it is skipped. */
export interface ReminderRunCustomerView {
  system: string;
  customerId: string;
  customerNumber: number;
  name: string;
  /** The provider's link (wa.me with the text), or null when skipped. */
  link: string | null;
  skipReason: ReminderSkipReason | null;
  /** The reason in Arabic, or null. */
  skipLabel: string | null;
  /** When the link was opened (the customer reminded), ISO, or null. */
  remindedAt: string | null;
}

/** A reminder run as the page walks it (docs/debtors.md#reminders-in-one-pass). */
export interface ReminderRunView {
  id: string;
  startedAt: string;
  startedBy: string;
  skipRemindedWithinDays: number;
  provider: string;
  customers: ReminderRunCustomerView[];
  /** How many have a link, how many are skipped, how many were reminded. */
  toRemind: number;
  skipped: number;
  reminded: number;
}
