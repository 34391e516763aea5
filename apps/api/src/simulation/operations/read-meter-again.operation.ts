import fc from 'fast-check';
import { METERED_SYSTEMS, readThisMonth, type CustomerModel } from '../simulation-model';
import { anyMeterVisit, ReadMeter } from './read-meter.operation';

/**
 * The round reads a meter a second time in the same month (docs/simulator.md, "second readings"): a
 * correction of the month's reading — or the meter found replaced since. The month's start reading
 * stays, so the month bills everything from it to the new reading.
 */
export class ReadMeterAgain extends ReadMeter {
  protected override visits(customer: CustomerModel): boolean {
    // A meter replaced twice in a month is beyond what the model follows; a meter read this month is
    // not estimated again.
    if (this.visit.kind === 'unread') return false;
    return (
      readThisMonth(customer.meter) && !(this.visit.kind === 'replaced' && customer.meter!.replaced !== null)
    );
  }
}

export const anySecondMeterReading = fc
  .record({ system: fc.constantFrom(...METERED_SYSTEMS), pick: fc.nat({ max: 99 }), visit: anyMeterVisit })
  .map(({ system, pick, visit }) => new ReadMeterAgain(system, pick, visit));
