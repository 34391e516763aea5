import {
  arabicDayLabel,
  calendarDayIn,
  calendarYearIn,
  dayAfter,
  dayOfMonth,
  daysFromTo,
  DEFAULT_BUSINESS_TIME_ZONE,
  isCalendarDay,
  isTimeZone,
} from './calendar-day';

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

describe('calendarDayIn (one business clock)', () => {
  it('is Beirut by default', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Beirut');
  });

  it('is already the 25th in Beirut at 23:30 UTC on the 24th (winter, UTC+2)', () => {
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(calendarDayIn(instant, 'Asia/Beirut')).toBe('2026-11-25');
    expect(calendarDayIn(instant, 'UTC')).toBe('2026-11-24');
  });

  it('moves with summer time (UTC+3): 21:30 UTC on 31 July is 1 August in Beirut', () => {
    expect(calendarDayIn(new Date('2026-07-31T21:30:00Z'), 'Asia/Beirut')).toBe('2026-08-01');
    expect(calendarDayIn(new Date('2026-07-31T20:59:00Z'), 'Asia/Beirut')).toBe('2026-07-31');
  });

  it('turns the month and the year at midnight in the zone', () => {
    expect(calendarDayIn(new Date('2026-11-30T22:00:00Z'), 'Asia/Beirut')).toBe('2026-12-01');
    expect(calendarDayIn(new Date('2026-11-30T21:59:59Z'), 'Asia/Beirut')).toBe('2026-11-30');
    expect(calendarYearIn(new Date('2026-12-31T22:00:00Z'), 'Asia/Beirut')).toBe(2027);
    expect(calendarYearIn(new Date('2026-12-31T22:00:00Z'), 'UTC')).toBe(2026);
  });

  it('is the same whatever the process TZ is (it reads the instant, never the local fields)', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(calendarDayIn(new Date('2026-11-24T23:30:00Z'), 'Asia/Beirut')).toBe('2026-11-25');
    } finally {
      process.env.TZ = saved;
    }
  });

  it('refuses an invalid instant', () => {
    expect(() => calendarDayIn(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('knows a time zone from a name that is none', () => {
    expect(isTimeZone('Asia/Beirut')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Beirut')).toBe(false);
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Asia/Beirut')).toBe(false);
  });

  it('reads the day of the month of a calendar day', () => {
    expect(dayOfMonth('2026-11-25')).toBe(25);
    expect(() => dayOfMonth('2026-11-31')).toThrow(RangeError);
  });
});
