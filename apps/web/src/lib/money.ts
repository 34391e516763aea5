/**
 * Where a figure is read. On screen dollars show 0 to 2 decimals ($12.5,
 * docs/screens.md#dates-and-figures-on-screen); on paper, what a customer keeps, they always show their
 * cents ($12.50, docs/printing.md).
 */
export type MoneyMedium = 'screen' | 'paper';

/** Dollars with ASCII digits, grouped, to `maxDecimals` places: on screen without trailing zeros, on
 * paper with at least the cents. */
function dollarFormats(maxDecimals: number): Record<MoneyMedium, Intl.NumberFormat> {
  const format = (minimumFractionDigits: number) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits,
      maximumFractionDigits: maxDecimals,
      useGrouping: true,
    });
  return { screen: format(0), paper: format(2) };
}

/** The one money format. The web never computes money; it formats the amounts the server sends. */
const usd = dollarFormats(2);

export function formatUsd(amount: number | null | undefined, medium: MoneyMedium = 'screen'): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return signed(value, usd[medium].format(Math.abs(value)));
}

/** '-$3.5', never '-$0' for an amount that rounds to nothing. */
function signed(value: number, text: string): string {
  return value < 0 && /[1-9]/.test(text) ? `-$${text}` : `$${text}`;
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

/** Dollars rounded to whole dollars for overview figures (the dashboard shows whole
 * numbers), e.g. $1,235; half a dollar goes away from zero, as the server rounds. */
export function formatWholeUsd(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return signed(value, wholeUsd.format(Math.abs(value)));
}

const unitUsd = dollarFormats(4);

/** A unit price as the server sends it, every decimal that multiplies out kept: $0.4022
 * per kWh, $15 per ampere ($15.00 on paper); a price entered in pounds in pounds (36,000 ل.ل). */
export function formatUnitPrice(
  price: number | null | undefined,
  currency: 'USD' | 'LBP' = 'USD',
  medium: MoneyMedium = 'screen',
): string {
  if (currency === 'LBP') return formatLbp(price);
  const value = typeof price === 'number' && Number.isFinite(price) ? price : 0;
  return `$${unitUsd[medium].format(value)}`;
}
