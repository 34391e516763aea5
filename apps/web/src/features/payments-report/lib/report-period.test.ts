import { thisMonthOf } from './report-period';

describe("the report's default period", () => {
  it('is this month, first to last day, leap years included', () => {
    expect(thisMonthOf(new Date(2026, 10, 24))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(thisMonthOf(new Date(2028, 1, 10))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonthOf(new Date(2026, 11, 31))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
