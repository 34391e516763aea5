import fc from 'fast-check';
import { anyMeterVisit, type MeterVisit } from '../operations/read-meter.operation';

/** Every choice of a demo, drawn from one seed: the same seed builds the same business. */
export interface DemoChoices {
  /** A whole number from min to max, both included. */
  integer(min: number, max: number): number;
  pick<T>(choices: readonly T[]): T;
  /** What the reader finds at a meter (read, unreachable, replaced). */
  visit(): MeterVisit;
}

export function seededChoices(seed: number): DemoChoices {
  const visits = fc.sample(anyMeterVisit, { seed, numRuns: 10_000 });
  const numbers = fc.sample(fc.integer({ min: 0, max: 2 ** 30 }), { seed: seed + 1, numRuns: 100_000 });
  let next = 0;
  const draw = () => numbers[next++ % numbers.length];
  return {
    integer: (min, max) => min + (draw() % (max - min + 1)),
    pick: (choices) => choices[draw() % choices.length],
    visit: () => visits[draw() % visits.length],
  };
}
