import { InvalidInputError } from '../errors/invalid-input.error';
import { readPaymentsReportQuery } from './payments-report-query';

const TODAY = '2026-11-24';

function refusal(query: Record<string, unknown>): InvalidInputError {
  try {
    readPaymentsReportQuery(query, TODAY);
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('the question of the collection report', () => {
  it('reads the period, the grouping and the system', () => {
    expect(
      readPaymentsReportQuery(
        { from: '2026-11-01', to: '2026-11-15', by: 'collector', system: 'ampere' },
        TODAY,
      ),
    ).toEqual({ from: '2026-11-01', to: '2026-11-15', by: 'collector', system: 'ampere' });
  });

  it('is this month by day when nothing is said', () => {
    expect(readPaymentsReportQuery({}, TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30', by: 'day' });
    expect(readPaymentsReportQuery({ from: '', to: ' ', by: '' }, '2028-02-10')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
      by: 'day',
    });
  });

  it('takes one day alone, and a whole leap year', () => {
    expect(readPaymentsReportQuery({ from: '2026-11-24', to: '2026-11-24' }, TODAY).from).toBe('2026-11-24');
    expect(readPaymentsReportQuery({ from: '2028-01-01', to: '2028-12-31' }, TODAY).to).toBe('2028-12-31');
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD, naming which end', () => {
    expect(refusal({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      code: 'INVALID_FROM_DATE',
      message: 'تاريخ البداية غير صالح، اكتبه بالشكل 2026-11-24',
    });
    expect(refusal({ from: '2026-11-01', to: '30/11/2026' })).toMatchObject({
      code: 'INVALID_TO_DATE',
      message: 'تاريخ النهاية غير صالح، اكتبه بالشكل 2026-11-30',
    });
    expect(refusal({ from: ['2026-11-01'] }).code).toBe('INVALID_FROM_DATE');
  });

  it('refuses a start after the end', () => {
    expect(refusal({ from: '2026-11-02', to: '2026-11-01' })).toMatchObject({
      code: 'INVALID_DATE_RANGE',
      message: 'تاريخ البداية بعد تاريخ النهاية',
    });
  });

  it('refuses a period longer than 366 days', () => {
    expect(refusal({ from: '2026-01-01', to: '2027-01-02' })).toMatchObject({
      code: 'REPORT_PERIOD_TOO_LONG',
      message: 'الفترة أطول من 366 يوماً: اختر فترة أقصر',
    });
    expect(readPaymentsReportQuery({ from: '2026-01-01', to: '2027-01-01' }, TODAY).to).toBe('2027-01-01');
  });

  it('refuses an unknown grouping in Arabic', () => {
    const error = refusal({ by: 'customer' });
    expect(error.code).toBe('INVALID_REPORT_GROUP');
    expect(error.message).toContain('طريقة التجميع غير معروفة: customer');
  });
});
