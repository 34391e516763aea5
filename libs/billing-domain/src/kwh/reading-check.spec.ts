import { Quantity } from '../money/quantity';
import { checkNewReading, refuseReadingBelowPrevious } from './reading-check';

const kwh = (value: number) => Quantity.parse(value);
const check = (previous: number, current: number, next: number, lastMonth: number | null = null) => {
  const outcome = checkNewReading({
    previousKwh: kwh(previous),
    currentKwh: kwh(current),
    newCurrentKwh: kwh(next),
    lastMonthConsumption: lastMonth === null ? null : kwh(lastMonth),
  });
  return {
    previousKwh: outcome.previousKwh.toNumber(),
    currentKwh: outcome.currentKwh.toNumber(),
    consumption: outcome.consumption.toNumber(),
    warnings: outcome.warnings,
  };
};

describe('refuseReadingBelowPrevious', () => {
  it('accepts 0 (not read yet) and any reading at least the previous one', () => {
    expect(() => refuseReadingBelowPrevious(kwh(100), kwh(0))).not.toThrow();
    expect(() => refuseReadingBelowPrevious(kwh(100), kwh(100))).not.toThrow();
    expect(() => refuseReadingBelowPrevious(kwh(100), kwh(101))).not.toThrow();
  });

  it('refuses a reading below the previous one', () => {
    expect(() => refuseReadingBelowPrevious(kwh(100), kwh(99.5))).toThrow(
      expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }),
    );
  });
});

describe('checkNewReading', () => {
  it('moves the read meter’s current reading to previous, then takes the new reading', () => {
    expect(check(100, 150, 210)).toEqual({
      previousKwh: 150,
      currentKwh: 210,
      consumption: 60,
      warnings: [],
    });
  });

  it('says what the shift moves out of the month, and nothing for a meter not read this month', () => {
    const shifting = checkNewReading({
      previousKwh: kwh(100),
      currentKwh: kwh(200),
      newCurrentKwh: kwh(250),
      lastMonthConsumption: null,
    });
    expect(shifting.shifted).toMatchObject({ reading: kwh(200), consumption: kwh(100) });
    const unread = checkNewReading({
      previousKwh: kwh(200),
      currentKwh: Quantity.zero,
      newCurrentKwh: kwh(250),
      lastMonthConsumption: null,
    });
    expect(unread.shifted).toBeNull();
  });

  it('keeps the previous reading of an unread meter, so a close followed by an import never shifts twice', () => {
    expect(check(150, 0, 210)).toMatchObject({ previousKwh: 150, currentKwh: 210, consumption: 60 });
  });

  it('refuses a new reading lower than the reading it follows, with its reason', () => {
    expect(() => check(100, 150, 140)).toThrow(
      expect.objectContaining({
        code: 'READING_BELOW_PREVIOUS',
        message: 'القراءة الجديدة (140) أقل من القراءة التي تسبقها (150)',
      }),
    );
    expect(() => check(150, 0, 149)).toThrow(expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }));
  });

  it('accepts a reading equal to the one it follows (nothing consumed)', () => {
    expect(check(150, 0, 150)).toMatchObject({ consumption: 0, warnings: [] });
  });

  it('warns on a consumption above 2,000 kWh, not at 2,000', () => {
    expect(check(0, 0, 2000).warnings).toEqual([]);
    expect(check(0, 0, 2000.001).warnings).toEqual(['استهلاك مرتفع: 2000.001 كيلوواط (أكثر من 2000)']);
  });

  it("warns on a consumption above 5× last month's, not at 5×, and not without a last month", () => {
    expect(check(100, 0, 600, 100).warnings).toEqual([]);
    expect(check(100, 0, 601, 100).warnings).toEqual([
      'الاستهلاك 501 كيلوواط أكثر من 5 أضعاف استهلاك الشهر الماضي (100)',
    ]);
    expect(check(100, 0, 601, null).warnings).toEqual([]);
    expect(check(100, 0, 601, 0).warnings).toEqual([]);
  });

  it('gives both warnings when both apply', () => {
    expect(check(0, 0, 3000, 100).warnings).toHaveLength(2);
  });
});
