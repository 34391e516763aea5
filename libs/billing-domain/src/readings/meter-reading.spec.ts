import { Quantity } from '../money/quantity';
import { decideMeterReading, type MeterOnFile } from './meter-reading';
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

  it('follows the reading on file when the meter was already read this month (as the sheet import)', () => {
    const outcome = decideMeterReading(meter({ currentKwh: kwh(1050) }), read(1100));
    expect(outcome.previousKwh.toNumber()).toBe(1050);
    expect(outcome.consumption.toNumber()).toBe(50);
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
  });
});
