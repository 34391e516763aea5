import { InvalidInputError, InvalidMonthError } from '../errors/invalid-input.error';
import { ARABIC_MONTH_NAMES, Month } from './month';

describe('Month', () => {
  it('reads YYYY-MM', () => {
    const month = Month.parse('2026-11');
    expect(month.year).toBe(2026);
    expect(month.monthNumber).toBe(11);
    expect(month.toString()).toBe('2026-11');
  });

  it('refuses months that are not written YYYY-MM with a month from 01 to 12', () => {
    for (const bad of ['2026-13', '2026-00', '26-1', '2026-1', '2026/11', '202611', '', 'November']) {
      expect(() => Month.parse(bad)).toThrow(InvalidMonthError);
    }
  });

  it('refuses with the stable code INVALID_MONTH', () => {
    expect(() => Month.parse('2026-13')).toThrow(
      expect.objectContaining({ code: 'INVALID_MONTH', kind: 'invalid' }),
    );
  });

  it('is built from a year and a month number', () => {
    expect(Month.of(2026, 1).toString()).toBe('2026-01');
    expect(() => Month.of(2026, 0)).toThrow(InvalidMonthError);
    expect(() => Month.of(2026, 12.5)).toThrow(InvalidMonthError);
  });

  it('is the year and month of a calendar day', () => {
    expect(Month.ofDay('2026-11-30').toString()).toBe('2026-11');
    expect(Month.ofDay('2027-01-01').toString()).toBe('2027-01');
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['', '2026-11', '2026-11-32', '30/11/2026']) {
      expect(() => Month.ofDay(text)).toThrow(InvalidInputError);
    }
  });

  it('moves to the next month', () => {
    expect(Month.parse('2026-11').next().toString()).toBe('2026-12');
  });

  it('rolls December over to January of the next year', () => {
    expect(Month.parse('2026-12').next().toString()).toBe('2027-01');
  });

  it('moves back from January to December of the previous year', () => {
    expect(Month.parse('2027-01').previous().toString()).toBe('2026-12');
    expect(Month.parse('2026-11').previous().toString()).toBe('2026-10');
  });

  it('orders months across years', () => {
    const december = Month.parse('2026-12');
    const january = Month.parse('2027-01');
    expect(december.isBefore(january)).toBe(true);
    expect(january.isAfter(december)).toBe(true);
    expect(december.compare(january)).toBe(-1);
    expect(january.compare(december)).toBe(1);
    expect(december.compare(Month.parse('2026-12'))).toBe(0);
    expect(december.equals(Month.of(2026, 12))).toBe(true);
    expect(december.isAfter(december)).toBe(false);
  });

  it('has the twelve Levantine month names, January first', () => {
    expect(ARABIC_MONTH_NAMES).toEqual([
      'كانون الثاني',
      'شباط',
      'آذار',
      'نيسان',
      'أيار',
      'حزيران',
      'تموز',
      'آب',
      'أيلول',
      'تشرين الأول',
      'تشرين الثاني',
      'كانون الأول',
    ]);
  });

  it('names itself in Arabic', () => {
    expect(Month.parse('2026-01').arabicName()).toBe('كانون الثاني');
    expect(Month.parse('2026-12').arabicName()).toBe('كانون الأول');
  });

  it('is labelled with its Arabic name and year', () => {
    expect(Month.parse('2026-11').label()).toBe('تشرين الثاني 2026');
  });

  it('goes into JSON as YYYY-MM', () => {
    expect(JSON.stringify({ month: Month.parse('2026-03') })).toBe('{"month":"2026-03"}');
  });
});

describe("a month's last day", () => {
  it('counts the days of the month, February of a leap year included', () => {
    expect(Month.parse('2026-11').lastDay()).toBe('2026-11-30');
    expect(Month.parse('2026-12').lastDay()).toBe('2026-12-31');
    expect(Month.parse('2027-02').lastDay()).toBe('2027-02-28');
    expect(Month.parse('2028-02').lastDay()).toBe('2028-02-29');
  });
});
