import { arabicDayLabel, dayAfter, daysFromTo, isCalendarDay } from './calendar-day';

describe('a calendar day', () => {
  it('exists only when the date does, written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-24')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
    expect(isCalendarDay('24/11/2026')).toBe(false);
    expect(isCalendarDay('1999-12-31')).toBe(false);
  });

  it('is followed by the next day, across months and years', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  it('counts the days of a period with both ends included', () => {
    expect(daysFromTo('2026-11-24', '2026-11-24')).toBe(1);
    expect(daysFromTo('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysFromTo('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysFromTo('2028-01-01', '2028-12-31')).toBe(366);
    // a clock change in between changes nothing: days, not hours
    expect(daysFromTo('2026-03-01', '2026-03-31')).toBe(31);
  });

  it('reads in Arabic with the weekday and the Levantine month name', () => {
    expect(arabicDayLabel('2026-11-24')).toBe('الثلاثاء 24 تشرين الثاني 2026');
    expect(arabicDayLabel('2027-01-01')).toBe('الجمعة 1 كانون الثاني 2027');
  });
});
