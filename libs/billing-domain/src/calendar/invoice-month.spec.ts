import { calendarDayIn } from './calendar-day';
import { Month } from './month';
import { INVOICE_MONTH_ROLLOVER_DAY, invoiceMonthFor } from './invoice-month';

/** A day of the business's calendar, YYYY-MM-DD. */
const on = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('invoiceMonthFor', () => {
  it('rolls over on the 25th', () => {
    expect(INVOICE_MONTH_ROLLOVER_DAY).toBe(25);
  });

  it('bills the current month up to the 24th', () => {
    expect(invoiceMonthFor(on(2026, 11, 1)).toString()).toBe('2026-11');
    expect(invoiceMonthFor(on(2026, 11, 24)).toString()).toBe('2026-11');
  });

  it('bills the next month from the 25th onward', () => {
    expect(invoiceMonthFor(on(2026, 11, 25)).toString()).toBe('2026-12');
    expect(invoiceMonthFor(on(2026, 11, 30)).toString()).toBe('2026-12');
  });

  it('bills January of next year from 25 December', () => {
    expect(invoiceMonthFor(on(2026, 12, 25)).toString()).toBe('2027-01');
    expect(invoiceMonthFor(on(2026, 12, 31)).label()).toBe('كانون الثاني 2027');
  });

  it('keeps December up to 24 December', () => {
    expect(invoiceMonthFor(on(2026, 12, 24)).toString()).toBe('2026-12');
  });

  it("reads the business's day, not UTC's: 23:30 UTC on the 24th is the 25th in Beirut", () => {
    const lateOn24thUtc = new Date('2026-11-24T23:30:00Z');
    expect(invoiceMonthFor(calendarDayIn(lateOn24thUtc, 'Asia/Beirut')).toString()).toBe('2026-12');
    expect(invoiceMonthFor(calendarDayIn(lateOn24thUtc, 'UTC')).toString()).toBe('2026-11');
  });
});

describe('invoiceMonthFor a record with a billing month', () => {
  it('is the date rule when the billing month is not later: from the 25th, next month', () => {
    expect(invoiceMonthFor(on(2026, 11, 26), Month.parse('2026-11')).toString()).toBe('2026-12');
    expect(invoiceMonthFor(on(2026, 11, 12), Month.parse('2026-11')).toString()).toBe('2026-11');
    expect(invoiceMonthFor(on(2026, 12, 27), Month.parse('2026-12')).label()).toBe('كانون الثاني 2027');
  });

  it('is the billing month when it is later than the date rule (the month was closed early)', () => {
    expect(invoiceMonthFor(on(2026, 11, 20), Month.parse('2026-12')).toString()).toBe('2026-12');
    expect(invoiceMonthFor(on(2026, 12, 2), Month.parse('2027-01')).toString()).toBe('2027-01');
  });

  it('never goes back to an earlier billing month left behind by the calendar', () => {
    expect(invoiceMonthFor(on(2027, 1, 10), Month.parse('2026-11')).toString()).toBe('2027-01');
  });
});
