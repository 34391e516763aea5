import { beirutDateAndTime, formatBeirutDateTime } from './received-at';

describe('the time a payment was received', () => {
  it('is said in Beirut time (UTC+2 in winter), in Arabic with ASCII digits', () => {
    expect(beirutDateAndTime('2026-11-24T22:30:00Z')).toEqual({
      date: '25 تشرين الثاني 2026',
      time: '12:30 ص',
    });
    expect(formatBeirutDateTime('2026-11-24T12:05:00Z')).toBe('24 تشرين الثاني 2026، 2:05 م');
  });

  it('follows summer time (UTC+3)', () => {
    expect(beirutDateAndTime('2026-07-01T09:00:00Z').time).toBe('12:00 م');
  });

  it('says nothing for a missing or broken time', () => {
    expect(formatBeirutDateTime(null)).toBe('');
    expect(formatBeirutDateTime('not a date')).toBe('');
  });
});
