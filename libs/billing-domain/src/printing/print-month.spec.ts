import { Month } from '../calendar/month';
import { printedMonth } from './print-month';

const november = Month.parse('2026-11');

describe('printedMonth', () => {
  it('keeps the month the invoice is for when nothing is chosen', () => {
    expect(printedMonth(november).toString()).toBe('2026-11');
    expect(printedMonth(november, { month: null, year: null }).toString()).toBe('2026-11');
  });

  it('prints the month and year chosen on the print page', () => {
    expect(printedMonth(november, { month: 2, year: 2027 }).label()).toBe('شباط 2027');
  });

  it('takes a part not chosen from the invoice', () => {
    expect(printedMonth(november, { month: 3 }).toString()).toBe('2026-03');
    expect(printedMonth(november, { year: 2030 }).toString()).toBe('2030-11');
  });

  it.each([0, 13, 1.5])('refuses month %p in Arabic', (month) => {
    expect(() => printedMonth(november, { month })).toThrow('الشهر يجب أن يكون رقماً صحيحاً من 1 إلى 12');
  });

  it.each([2019, 2101, 2026.5])('refuses year %p in Arabic (2020–2100)', (year) => {
    expect(() => printedMonth(november, { year })).toThrow('السنة يجب أن تكون رقماً صحيحاً من 2020 إلى 2100');
  });
});
