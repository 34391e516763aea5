/** The one money format (spec 000 §9): US dollars with 0 to 2 decimals and ASCII digits, e.g. $12.5.
 * The web never computes money; it formats the amounts the server sends. */
const usd = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  useGrouping: true,
});

export function formatUsd(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const text = usd.format(Math.abs(value));
  return value < 0 && text !== '0' ? `-$${text}` : `$${text}`;
}

/** Money as a bare number for copying into a spreadsheet: 12.5, no symbol, no grouping. */
export function plainAmount(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? String(Math.round(amount * 100) / 100) : '';
}

const lbp = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** Lebanese pounds as the server sends them (whole pounds), grouped, with the ل.ل sign after:
 * 4,117,000 ل.ل. An exchange rate reads the same way (89,500 ل.ل for one dollar). */
export function formatLbp(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${lbp.format(value)} ل.ل`;
}

const wholeUsd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** Dollars rounded to whole dollars for overview figures (spec 001 §2.14: the dashboard shows whole
 * numbers), e.g. $1,235; half a dollar goes away from zero, as the server rounds. */
export function formatWholeUsd(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const text = wholeUsd.format(Math.abs(value));
  return value < 0 && text !== '0' ? `-$${text}` : `$${text}`;
}

const unitUsd = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 4,
  useGrouping: true,
});

/** A unit price as the server sends it, every decimal that multiplies out kept (issue 22): $0.4022
 * per kWh, $15 per ampere; a price entered in pounds in pounds (36,000 ل.ل). */
export function formatUnitPrice(price: number | null | undefined, currency: 'USD' | 'LBP' = 'USD'): string {
  if (currency === 'LBP') return formatLbp(price);
  const value = typeof price === 'number' && Number.isFinite(price) ? price : 0;
  return `$${unitUsd.format(value)}`;
}
