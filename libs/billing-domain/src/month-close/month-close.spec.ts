import { Month } from '../calendar/month';
import { ConflictError, MonthAheadOfCalendarError, MonthAlreadyClosedError } from '../errors/conflict.error';
import { Money } from '../money/money';
import { planMonthClose, startNextMonth } from './month-close';

const month = (text: string) => Month.parse(text);
/** A day of the business's calendar, YYYY-MM-DD. */
const on = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('planMonthClose', () => {
  it('closes the live month and opens the next one', () => {
    const plan = planMonthClose({ liveMonth: month('2026-11'), today: on(2026, 11, 28) });
    expect(plan.closingMonth.toString()).toBe('2026-11');
    expect(plan.nextMonth.toString()).toBe('2026-12');
  });

  it('closes December into January of the next year', () => {
    const plan = planMonthClose({ liveMonth: month('2026-12'), today: on(2026, 12, 30) });
    expect(plan.nextMonth.toString()).toBe('2027-01');
  });

  it('closes the live month when it is asked for by name', () => {
    const plan = planMonthClose({
      liveMonth: month('2026-11'),
      requestedMonth: month('2026-11'),
      today: on(2026, 12, 2),
    });
    expect(plan.closingMonth.toString()).toBe('2026-11');
  });

  it('closes a live month that the calendar has already left', () => {
    const plan = planMonthClose({ liveMonth: month('2026-10'), today: on(2026, 12, 5) });
    expect(plan.nextMonth.toString()).toBe('2026-11');
  });

  it('closes the live month on its first day', () => {
    expect(
      planMonthClose({ liveMonth: month('2026-11'), today: on(2026, 11, 1) }).closingMonth.toString(),
    ).toBe('2026-11');
  });

  it('refuses a month before the live one as already closed', () => {
    const close = () =>
      planMonthClose({
        liveMonth: month('2026-11'),
        requestedMonth: month('2026-10'),
        today: on(2026, 11, 28),
      });
    expect(close).toThrow(MonthAlreadyClosedError);
    expect(close).toThrow(
      expect.objectContaining({ code: 'MONTH_ALREADY_CLOSED', kind: 'conflict', month: '2026-10' }),
    );
    expect(close).toThrow('تشرين الأول 2026');
  });

  it('refuses a month after the live one, naming the live month', () => {
    const close = () =>
      planMonthClose({
        liveMonth: month('2026-11'),
        requestedMonth: month('2026-12'),
        today: on(2026, 12, 28),
      });
    expect(close).toThrow(ConflictError);
    expect(close).toThrow(expect.objectContaining({ code: 'ONLY_LIVE_MONTH_CAN_BE_CLOSED' }));
    expect(close).toThrow('تشرين الثاني 2026');
  });

  it('refuses to close a month the calendar has not reached', () => {
    const close = () =>
      planMonthClose({
        liveMonth: month('2026-12'),
        requestedMonth: month('2026-12'),
        today: on(2026, 11, 28),
      });
    expect(close).toThrow(MonthAheadOfCalendarError);
    expect(close).toThrow(expect.objectContaining({ code: 'MONTH_AHEAD_OF_CALENDAR', month: '2026-12' }));
  });

  it('refuses to close January before the new year', () => {
    expect(() =>
      planMonthClose({
        liveMonth: month('2027-01'),
        requestedMonth: month('2027-01'),
        today: on(2026, 12, 31),
      }),
    ).toThrow(MonthAheadOfCalendarError);
  });

  it('says the month is already closed when a close without a month finds it closed (a lost race, a second click)', () => {
    const close = () => planMonthClose({ liveMonth: month('2026-12'), today: on(2026, 11, 28) });
    expect(close).toThrow(MonthAlreadyClosedError);
    expect(close).toThrow('شهر تشرين الثاني 2026 مغلق مسبقاً');
    const asRead = () =>
      planMonthClose({
        liveMonth: month('2026-12'),
        requestedMonth: month('2026-12'),
        named: false,
        today: on(2026, 11, 28),
      });
    expect(asRead).toThrow('شهر تشرين الثاني 2026 مغلق مسبقاً');
  });
});

describe('startNextMonth', () => {
  const usd = (value: number | string) => Money.parse(value);
  const close = (record: { amount: number; arrears?: number; amountPaid: number }) =>
    startNextMonth({
      amount: usd(record.amount),
      arrears: usd(record.arrears ?? 0),
      amountPaid: usd(record.amountPaid),
    });

  it('starts a record paid in full with nothing carried, nothing paid and the amount due', () => {
    const after = close({ amount: 75, amountPaid: 75 });
    expect(after.arrears.toNumber()).toBe(0);
    expect(after.amountPaid.equals(Money.zero)).toBe(true);
    expect(after.isPaid).toBe(false);
    expect(after.outstandingBalance.toNumber()).toBe(75);
  });

  it('carries the unpaid part of a partial payment as arrears', () => {
    const after = close({ amount: 50, amountPaid: 20 });
    expect(after.arrears.toNumber()).toBe(30);
    expect(after.amountPaid.toNumber()).toBe(0);
    expect(after.outstandingBalance.toNumber()).toBe(80);
    expect(after.isPaid).toBe(false);
  });

  it('carries an unpaid month and the arrears it already had, to the cent', () => {
    const after = close({ amount: 45.1, arrears: 12.35, amountPaid: 0 });
    expect(after.arrears.toDecimalString()).toBe('57.45');
    expect(after.outstandingBalance.toDecimalString()).toBe('102.55');
  });

  it('carries an overpayment as a credit that the next month owes less by', () => {
    const after = close({ amount: 50, amountPaid: 60 });
    expect(after.arrears.toNumber()).toBe(-10);
    expect(after.outstandingBalance.toNumber()).toBe(40);
    expect(after.isPaid).toBe(false);
  });

  it('starts paid when the credit carried covers the next month', () => {
    const after = close({ amount: 20, amountPaid: 50 });
    expect(after.arrears.toNumber()).toBe(-30);
    expect(after.outstandingBalance.toNumber()).toBe(-10);
    expect(after.isPaid).toBe(true);
  });
});
