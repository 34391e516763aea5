import { debtAgeTotals, debtBoxTotals } from './debtors-totals';

describe('debtAgeTotals', () => {
  it('sums the statements’ amounts per age group, exactly, with counts', () => {
    const totals = debtAgeTotals([
      { totalDue: 0.1, totalDueLbp: 8950, months: 0 },
      { totalDue: 0.2, totalDueLbp: 17900, months: 0 },
      { totalDue: 45.5, totalDueLbp: 4_072_250, months: 1 },
      { totalDue: 90, totalDueLbp: 8_055_000, months: 3 },
      { totalDue: 120.01, totalDueLbp: 10_740_895, months: 7 },
    ]);
    expect(totals.current).toEqual({ count: 2, totalDue: 0.3, totalDueLbp: 26850 });
    expect(totals.one).toEqual({ count: 1, totalDue: 45.5, totalDueLbp: 4_072_250 });
    expect(totals.two).toEqual({ count: 0, totalDue: 0, totalDueLbp: 0 });
    expect(totals.threePlus).toEqual({ count: 2, totalDue: 210.01, totalDueLbp: 18_795_895 });
    expect(totals.all).toEqual({ count: 5, totalDue: 255.81, totalDueLbp: 22_894_995 });
  });
});

describe('debtBoxTotals', () => {
  it('sums each box exactly, boxes in natural order, no box last', () => {
    expect(
      debtBoxTotals([
        { box: '10', totalDue: 0.1, totalDueLbp: 8950, months: 0 },
        { box: null, totalDue: 5, totalDueLbp: 447_500, months: 2 },
        { box: '2', totalDue: 0.2, totalDueLbp: 17900, months: 1 },
        { box: '10', totalDue: 0.2, totalDueLbp: 17900, months: 4 },
      ]),
    ).toEqual([
      { box: '2', count: 1, totalDue: 0.2, totalDueLbp: 17900 },
      { box: '10', count: 2, totalDue: 0.3, totalDueLbp: 26850 },
      { box: null, count: 1, totalDue: 5, totalDueLbp: 447_500 },
    ]);
  });
});
