import { businessToday } from '../../../lib/app-settings';

/** This month, 'YYYY-MM', by the business's calendar: the month a form starts on when none was entered. */
export function thisMonthOf(now: Date): string {
  return businessToday(now).slice(0, 7);
}
