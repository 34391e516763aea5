import { Month } from '../calendar/month';
import { DomainError } from './domain-error';
import { ConflictError, MonthAheadOfCalendarError, MonthAlreadyClosedError } from './conflict.error';

describe('ConflictError', () => {
  it('has kind conflict and the code it is given', () => {
    const error = new ConflictError('تعارض', 'SOME_CONFLICT');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict', code: 'SOME_CONFLICT', message: 'تعارض' });
  });

  it('defaults to the code CONFLICT', () => {
    expect(new ConflictError('تعارض').code).toBe('CONFLICT');
  });
});

describe('MonthAlreadyClosedError', () => {
  it('names the month that was already closed', () => {
    const error = new MonthAlreadyClosedError(Month.parse('2026-10'));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'conflict', code: 'MONTH_ALREADY_CLOSED', month: '2026-10' });
    expect(error.message).toBe('شهر تشرين الأول 2026 مغلق مسبقاً');
  });
});

describe('MonthAheadOfCalendarError', () => {
  it('names the month the calendar has not reached', () => {
    const error = new MonthAheadOfCalendarError(Month.parse('2027-01'));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'conflict', code: 'MONTH_AHEAD_OF_CALENDAR', month: '2027-01' });
    expect(error.message).toContain('كانون الثاني 2027');
  });
});
