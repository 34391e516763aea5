const pad = (value: number) => String(value).padStart(2, '0');

/** This month's first and last days (YYYY-MM-DD) by the browser's calendar: the report's default period. */
export function thisMonthOf(today: Date): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const lastDay = new Date(year, month, 0).getDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}
