import { Quantity } from '../money/quantity';
import { meterReplacementOf } from './meter-replacement';
import { meteredConsumptionOf } from './metered-consumption';

const kwh = (value: number) => Quantity.parse(value);

describe('meteredConsumptionOf', () => {
  it('counts current − previous, nothing for an unread meter, never below 0', () => {
    expect(meteredConsumptionOf({ previous: kwh(100), current: kwh(150) }).consumption.toNumber()).toBe(50);
    expect(meteredConsumptionOf({ previous: kwh(100), current: kwh(0) }).consumption.toNumber()).toBe(0);
    expect(meteredConsumptionOf({ previous: kwh(100), current: kwh(90) })).toEqual({
      consumption: Quantity.zero,
      creditKwh: Quantity.zero,
    });
  });

  it('counts both meters when one was replaced', () => {
    const replacement = meterReplacementOf({ finalReading: '5100', newStartReading: 0 });
    expect(
      meteredConsumptionOf({ previous: kwh(5000), current: kwh(150), replacement }).consumption.toNumber(),
    ).toBe(250);
  });

  it('credits what an estimate over-counted when the actual reading is lower', () => {
    const counted = meteredConsumptionOf({
      previous: kwh(1100),
      current: kwh(1050),
      previousEstimated: true,
    });
    expect(counted.consumption.toNumber()).toBe(0);
    expect(counted.creditKwh.toNumber()).toBe(50);
  });

  it('refuses an incomplete replacement in Arabic', () => {
    expect(() => meterReplacementOf({ finalReading: undefined, newStartReading: 0 })).toThrow(
      expect.objectContaining({ code: 'METER_REPLACEMENT_INCOMPLETE' }),
    );
  });
});
