import { businessToday } from '../../../lib/app-settings';

const pad = (value: number) => String(value).padStart(2, '0');

/** This month's first and last days (YYYY-MM-DD) by the business's calendar: the report's default period. */
export function thisMonthOf(today: Date): { from: string; to: string } {
  const day = businessToday(today);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}
