import { Quantity } from '../money/quantity';
import { averageConsumptionOf, estimateReading } from './estimated-reading';

const kwh = (value: number) => Quantity.parse(value);

describe('estimateReading', () => {
  it('adds the average of the last three closed months to the previous reading', () => {
    expect(estimateReading(kwh(500), [kwh(90), kwh(100), kwh(110), kwh(1000)])?.toNumber()).toBe(600);
  });

  it('averages the months there are when fewer than three, rounding half up to the thousandth', () => {
    expect(averageConsumptionOf([kwh(10), kwh(10), kwh(11)])?.toNumber()).toBe(10.333);
    expect(averageConsumptionOf([kwh(0.001), kwh(0.002)])?.toNumber()).toBe(0.002);
    expect(estimateReading(kwh(500), [kwh(50)])?.toNumber()).toBe(550);
  });

  it('estimates nothing without history', () => {
    expect(estimateReading(kwh(500), [])).toBeNull();
  });
});
