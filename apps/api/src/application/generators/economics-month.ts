import { Month } from '@kahraba/billing-domain';

/** The month a report or a list asks for (YYYY-MM), this month of the business clock when left out. */
export function economicsMonth(written: unknown, today: string): Month {
  if (written === undefined || written === null || written === '') return Month.ofDay(today);
  return Month.parse(String(written));
}
