import { Quantity } from '../money/quantity';
import { decideMeterReading, type MeterOnFile, shiftReadingOnFile } from './meter-reading';
import { meterReplacementOf } from './meter-replacement';

const kwh = (value: number) => Quantity.parse(value);
const meter = (
  overrides: Partial<Omit<MeterOnFile, 'lastClosedMonths'>> & { history?: number[] } = {},
): MeterOnFile => ({
  previousKwh: overrides.previousKwh ?? kwh(1000),
  currentKwh: overrides.currentKwh ?? Quantity.zero,
  previousEstimated: overrides.previousEstimated ?? false,
  currentEstimated: overrides.currentEstimated ?? false,
  lastClosedMonths: (overrides.history ?? [100, 120, 110]).map(kwh),
  replacement: overrides.replacement ?? null,
});
const read = (reading: number, replacement?: { finalReading: number; newStartReading: number }) => ({
  kind: 'read' as const,
  reading: kwh(reading),
  replacement: replacement ? meterReplacementOf(replacement) : null,
});

describe('decideMeterReading', () => {
  it('records a reading at or above the previous one and counts the difference', () => {
    const outcome = decideMeterReading(meter(), read(1110));
    expect(outcome.previousKwh.toNumber()).toBe(1000);
    expect(outcome.currentKwh.toNumber()).toBe(1110);
    expect(outcome.consumption.toNumber()).toBe(110);
    expect(outcome.estimated).toBe(false);
    expect(outcome.warning).toBeNull();
  });

  it("corrects a reading taken this month: it replaces the reading, the month's start stays (200 then 250 bills 150)", () => {
    const outcome = decideMeterReading(meter({ previousKwh: kwh(100), currentKwh: kwh(200) }), read(250));
    expect(outcome.previousKwh.toNumber()).toBe(100);
    expect(outcome.currentKwh.toNumber()).toBe(250);
    expect(outcome.consumption.toNumber()).toBe(150);
    expect(outcome.corrects?.toNumber()).toBe(200);
    expect(outcome.warning).toEqual({
      code: 'READING_CORRECTS_THIS_MONTH',
      message: 'قُرئ هذا الشهر: 200؛ القراءة الجديدة تحلّ محلها',
    });
  });

  it('bills 190 kWh for a meter replaced after this month’s reading: old 100 → 260, new 0 → 30', () => {
    const outcome = decideMeterReading(
      meter({ previousKwh: kwh(100), currentKwh: kwh(200) }),
      read(30, { finalReading: 260, newStartReading: 0 }),
    );
    expect(outcome.previousKwh.toNumber()).toBe(100);
    expect(outcome.consumption.toNumber()).toBe(190);
    expect(outcome.corrects?.toNumber()).toBe(200);
    expect(outcome.warning?.code).toBe('READING_CORRECTS_THIS_MONTH');
  });

  it("keeps this month's meter replacement when a correction does not repeat it", () => {
    const replacement = meterReplacementOf({ finalReading: 260, newStartReading: 0 });
    const onFile = meter({ previousKwh: kwh(100), currentKwh: kwh(30), replacement });
    const outcome = decideMeterReading(onFile, read(40));
    expect(outcome.replacement).toEqual(replacement);
    expect(outcome.consumption.toNumber()).toBe(160 + 40);
    expect(() => decideMeterReading(onFile, read(0, { finalReading: 260, newStartReading: 5 }))).toThrow(
      expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }),
    );
  });

  it("takes a correction below the reading it corrects, and refuses one below the month's start", () => {
    const onFile = meter({ previousKwh: kwh(100), currentKwh: kwh(200) });
    expect(decideMeterReading(onFile, read(150)).consumption.toNumber()).toBe(50);
    expect(() => decideMeterReading(onFile, read(90))).toThrow(
      expect.objectContaining({
        code: 'READING_BELOW_PREVIOUS',
        message: 'القراءة الجديدة (90) أقل من القراءة التي تسبقها (100)',
      }),
    );
  });

  it('says both when a correction is also far above the average', () => {
    const outcome = decideMeterReading(meter({ currentKwh: kwh(1100) }), read(1400));
    expect(outcome.warning?.code).toBe('READING_CORRECTS_THIS_MONTH');
    expect(outcome.warning?.message).toBe(
      'قُرئ هذا الشهر: 1100؛ القراءة الجديدة تحلّ محلها. الاستهلاك 400 كيلوواط أكثر من 3 أضعاف متوسط الأشهر الأخيرة (110): تأكد من القراءة',
    );
  });

  it('refuses "could not read" for a meter read this month: the reading on file stands', () => {
    expect(() =>
      decideMeterReading(meter({ currentKwh: kwh(1050) }), { kind: 'unread', reason: 'البوابة مقفلة' }),
    ).toThrow(
      expect.objectContaining({
        code: 'METER_READ_THIS_MONTH',
        message: 'قُرئ هذا العداد هذا الشهر (1050): لا تقدير لعداد مقروء، وإن كانت القراءة خطأ فأدخل الصحيحة',
      }),
    );
  });

  it('warns above the sheet’s 2,000 kWh for a meter without history, not at it', () => {
    const newcomer = meter({ previousKwh: kwh(0), history: [] });
    expect(decideMeterReading(newcomer, read(2000)).warning).toBeNull();
    expect(decideMeterReading(newcomer, read(6000)).warning).toEqual({
      code: 'READING_HIGH_WITHOUT_HISTORY',
      message: 'استهلاك مرتفع: 6000 كيلوواط (أكثر من 2000)',
    });
    expect(
      decideMeterReading(meter({ previousKwh: kwh(0), history: [0, 0] }), read(2001)).warning?.code,
    ).toBe('READING_HIGH_WITHOUT_HISTORY');
  });

  it('refuses a reading below the previous one with a typed Arabic error', () => {
    expect(() => decideMeterReading(meter(), read(990))).toThrow(
      expect.objectContaining({
        code: 'READING_BELOW_PREVIOUS',
        message: 'القراءة الجديدة (990) أقل من القراءة التي تسبقها (1000)',
      }),
    );
  });

  it('accepts a lower reading when the meter was replaced: old final − previous + new reading − new start', () => {
    const outcome = decideMeterReading(meter(), read(40, { finalReading: 1080, newStartReading: 5 }));
    expect(outcome.consumption.toNumber()).toBe(80 + 35);
    expect(outcome.replacement?.finalReading.toNumber()).toBe(1080);
    expect(outcome.replacement?.newStartReading.toNumber()).toBe(5);
    expect(outcome.currentKwh.toNumber()).toBe(40);
  });

  it("refuses a replaced meter whose old final reading is below the previous one, or a reading below the new meter's start", () => {
    expect(() => decideMeterReading(meter(), read(40, { finalReading: 900, newStartReading: 0 }))).toThrow(
      expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }),
    );
    expect(() => decideMeterReading(meter(), read(3, { finalReading: 1080, newStartReading: 5 }))).toThrow(
      expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }),
    );
  });

  it('warns when nothing was used after months of usage', () => {
    const outcome = decideMeterReading(meter(), read(1000));
    expect(outcome.warning).toEqual({
      code: 'READING_ZERO_AFTER_USAGE',
      message: 'الاستهلاك صفر وكان متوسط الأشهر الأخيرة 110 كيلوواط: تأكد من القراءة',
    });
  });

  it('warns above 3× the average of the last three months, not at it', () => {
    expect(decideMeterReading(meter(), read(1330)).warning).toBeNull();
    expect(decideMeterReading(meter(), read(1331)).warning?.code).toBe('READING_ABOVE_AVERAGE');
  });

  it('does not warn about zero for a customer without usage before', () => {
    expect(decideMeterReading(meter({ history: [] }), read(1000)).warning).toBeNull();
    expect(decideMeterReading(meter({ history: [0, 0] }), read(1000)).warning).toBeNull();
  });

  it('estimates a meter that could not be read: previous + the average of the last three closed months', () => {
    const outcome = decideMeterReading(meter({ history: [100, 120, 110, 900] }), {
      kind: 'unread',
      reason: 'البوابة مقفلة',
    });
    expect(outcome.currentKwh.toNumber()).toBe(1110);
    expect(outcome.consumption.toNumber()).toBe(110);
    expect(outcome.estimated).toBe(true);
    expect(outcome.unreadReason).toBe('البوابة مقفلة');
  });

  it('estimates nothing without history: nothing billed, the meter stays unread', () => {
    const outcome = decideMeterReading(meter({ history: [] }), { kind: 'unread', reason: 'لا أحد في البيت' });
    expect(outcome.currentKwh.isZero()).toBe(true);
    expect(outcome.consumption.isZero()).toBe(true);
    expect(outcome.estimated).toBe(false);
    expect(outcome.unreadReason).toBe('لا أحد في البيت');
  });

  it('asks for the reason a meter could not be read', () => {
    expect(() => decideMeterReading(meter(), { kind: 'unread', reason: '  ' })).toThrow(
      expect.objectContaining({ code: 'UNREAD_REASON_REQUIRED' }),
    );
  });

  it('trues up an estimate: a higher actual reading bills the rest', () => {
    const outcome = decideMeterReading(
      meter({ previousKwh: kwh(1110), previousEstimated: true }),
      read(1150),
    );
    expect(outcome.consumption.toNumber()).toBe(40);
    expect(outcome.creditKwh.isZero()).toBe(true);
  });

  it('trues up an estimate: a lower actual reading is accepted and credits the difference', () => {
    const outcome = decideMeterReading(
      meter({ previousKwh: kwh(1110), previousEstimated: true }),
      read(1090),
    );
    expect(outcome.consumption.isZero()).toBe(true);
    expect(outcome.creditKwh.toNumber()).toBe(20);
    expect(outcome.previousEstimated).toBe(true);
    expect(outcome.warning).toBeNull();
  });

  it('replaces an estimate taken this month: the actual reading counts from the previous one', () => {
    const outcome = decideMeterReading(meter({ currentKwh: kwh(1110), currentEstimated: true }), read(1080));
    expect(outcome.previousKwh.toNumber()).toBe(1000);
    expect(outcome.consumption.toNumber()).toBe(80);
    expect(outcome.creditKwh.isZero()).toBe(true);
    expect(outcome.corrects).toBeNull();
    expect(outcome.warning).toBeNull();
  });
});

describe('shiftReadingOnFile', () => {
  it('makes the reading taken this month the previous one, and says what it moves out of the month', () => {
    const shifted = shiftReadingOnFile(meter({ previousKwh: kwh(100), currentKwh: kwh(200) }));
    expect(shifted.meter).toMatchObject({
      previousEstimated: false,
      currentEstimated: false,
      replacement: null,
    });
    expect(shifted.meter.previousKwh.toNumber()).toBe(200);
    expect(shifted.meter.currentKwh.isZero()).toBe(true);
    expect(shifted.shifted).toEqual({
      previousKwh: kwh(100),
      reading: kwh(200),
      consumption: kwh(100),
      creditKwh: Quantity.zero,
    });
  });

  it("counts both meters of a replacement, and an estimate's credit, in what it moves", () => {
    const replacement = meterReplacementOf({ finalReading: 260, newStartReading: 0 });
    expect(
      shiftReadingOnFile(meter({ previousKwh: kwh(100), currentKwh: kwh(30), replacement })).shifted
        ?.consumption,
    ).toEqual(kwh(190));
    const credit = shiftReadingOnFile(
      meter({ previousKwh: kwh(1110), previousEstimated: true, currentKwh: kwh(1090) }),
    ).shifted;
    expect(credit).toMatchObject({ consumption: Quantity.zero, creditKwh: kwh(20) });
  });

  it('shifts nothing for a meter not read this month, or only estimated', () => {
    const unread = meter({ previousKwh: kwh(100), previousEstimated: true });
    expect(shiftReadingOnFile(unread)).toEqual({ meter: unread, shifted: null });
    const estimated = meter({ previousKwh: kwh(100), currentKwh: kwh(210), currentEstimated: true });
    expect(shiftReadingOnFile(estimated)).toEqual({ meter: estimated, shifted: null });
  });
});
