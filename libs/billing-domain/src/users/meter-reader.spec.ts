import { InvalidInputError } from '../errors/invalid-input.error';
import { mayReadMeters, readMeterReader } from './meter-reader';

/** What the action threw (an Arabic refusal is expected), or undefined. */
function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the meter-reader permission (docs/meter-reader.md)', () => {
  it('lets administrators and operators read meters always, a collector only when ticked', () => {
    expect(mayReadMeters({ role: 'admin', meterReader: false })).toBe(true);
    expect(mayReadMeters({ role: 'operator', meterReader: false })).toBe(true);
    expect(mayReadMeters({ role: 'collector', meterReader: false })).toBe(false);
    expect(mayReadMeters({ role: 'collector', meterReader: true })).toBe(true);
  });

  it('is off unless asked, and ticked for a collector', () => {
    expect(readMeterReader('collector', undefined)).toBe(false);
    expect(readMeterReader('collector', true)).toBe(true);
    expect(readMeterReader('operator', false)).toBe(false);
  });

  it('is given to collectors only: the office reads meters already', () => {
    const refused = thrownBy(() => readMeterReader('operator', true));
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect(refused).toMatchObject({
      code: 'METER_READER_FOR_COLLECTORS',
      message: 'صلاحية قراءة العدادات تُعطى للمحصّل فقط: المدير والمشغّل يقرآن العدادات أصلاً',
    });
    expect(thrownBy(() => readMeterReader('admin', true))).toMatchObject({
      code: 'METER_READER_FOR_COLLECTORS',
    });
  });

  it('refuses anything but yes or no, in Arabic', () => {
    expect(thrownBy(() => readMeterReader('collector', 'true'))).toMatchObject({
      code: 'INVALID_METER_READER',
      message: 'صلاحية قراءة العدادات يجب أن تكون true أو false',
    });
  });
});
