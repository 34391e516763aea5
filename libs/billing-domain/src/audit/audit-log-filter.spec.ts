import { DomainError } from '../errors/domain-error';
import { AUDIT_ACTIONS, dayAfter, readAuditLogFilter } from './audit-log-filter';

function refusal(query: Record<string, unknown>): { code: string; message: string } {
  try {
    readAuditLogFilter(query);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
  }
  throw new Error('the filter was accepted');
}

describe('the audit log filter', () => {
  it('shows the first page of everything when nothing is asked', () => {
    expect(readAuditLogFilter({})).toEqual({ page: 1 });
  });

  it('treats empty values as no filter', () => {
    expect(readAuditLogFilter({ action: '', userId: ' ', from: '', to: '', page: '' })).toEqual({ page: 1 });
  });

  it('keeps an action, a user, both days and the page', () => {
    expect(
      readAuditLogFilter({
        action: 'record-payment',
        userId: '5F1D2C3B-0000-4000-8000-00000000000A',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '3',
      }),
    ).toEqual({
      action: 'record-payment',
      userId: '5f1d2c3b-0000-4000-8000-00000000000a',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it('knows every action name of the contract', () => {
    for (const action of AUDIT_ACTIONS) expect(readAuditLogFilter({ action }).action).toBe(action);
    expect(AUDIT_ACTIONS).toHaveLength(46);
  });

  it('refuses an unknown action, naming it', () => {
    expect(refusal({ action: 'drop-table' })).toEqual({
      code: 'INVALID_AUDIT_ACTION',
      message: 'نوع الإجراء غير معروف: drop-table',
    });
  });

  it('refuses a user id that is no id', () => {
    expect(refusal({ userId: '42' }).code).toBe('INVALID_USER_ID');
  });

  it('refuses days that do not exist or are not written YYYY-MM-DD', () => {
    expect(refusal({ from: '2026-02-30' }).code).toBe('INVALID_FROM_DATE');
    expect(refusal({ from: '24/11/2026' }).message).toMatch(/تاريخ البداية غير صالح/);
    expect(refusal({ to: '2026-13-01' }).code).toBe('INVALID_TO_DATE');
  });

  it('refuses a range that ends before it starts', () => {
    expect(refusal({ from: '2026-11-10', to: '2026-11-09' })).toEqual({
      code: 'INVALID_DATE_RANGE',
      message: 'تاريخ البداية بعد تاريخ النهاية',
    });
  });

  it('accepts a range of one day', () => {
    expect(readAuditLogFilter({ from: '2026-11-10', to: '2026-11-10' }).to).toBe('2026-11-10');
  });

  it('refuses a page that is not a whole number from 1', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '١']) expect(refusal({ page }).code).toBe('INVALID_PAGE');
  });

  it('refuses a value given twice (a list instead of text)', () => {
    expect(refusal({ action: ['close-month', 'undo-batch'] }).message).toBe('نوع الإجراء غير صالح');
  });

  it('finds the day after, across months and leap years', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
