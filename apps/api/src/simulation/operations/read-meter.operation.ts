import fc from 'fast-check';
import { RecordMeterReadingCommand } from '../../reading-round/record-meter-reading.command';
import type { SimulatedBusiness } from '../simulated-business';
import {
  customerAt,
  METERED_SYSTEMS,
  nextNumber,
  type CustomerModel,
  type MeteredSystem,
  type SimulationModel,
} from '../simulation-model';
import { SimulationStep } from '../simulation-step';

/** What the reader finds at the meter. */
export type MeterVisit =
  | { kind: 'read'; usedKwh: number }
  | { kind: 'unread' }
  | { kind: 'replaced'; oldMeterKwh: number; newStartReading: number; newMeterKwh: number };

/** The meter was read this month already (an estimate does not count: an actual reading replaces it). */
export function readThisMonth(customer: CustomerModel | undefined): boolean {
  return (
    customer?.meter?.latest !== null && customer?.meter?.latest !== undefined && !customer.meter.estimated
  );
}

/**
 * The reading round (issue 19 §1) visits a meter not yet read this month: reads it, cannot reach it
 * (an estimate from history, or nothing without one), or finds it replaced (the old meter's final
 * reading and the new one's). The reader confirms any warning, as on the phone.
 */
export class ReadMeter extends SimulationStep {
  constructor(
    readonly system: MeteredSystem,
    readonly pick: number,
    readonly visit: MeterVisit,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    const customer = customerAt(model, this.system, this.pick);
    return customer !== undefined && this.allowedOn(customer);
  }

  /** A first reading of the month; ReadMeterAgain is the second one. */
  protected allowedOn(customer: CustomerModel): boolean {
    return !readThisMonth(customer);
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<void> {
    const customer = customerAt(model, this.system, this.pick)!;
    const meter = customer.meter!;
    const from = this.readingFollowed(customer);
    const body = {
      clientId: `round-${nextNumber(model)}`,
      takenAt: model.now,
      confirmed: true,
      ...this.bodyOf(from),
    };
    const { answer } = await business.send(
      new RecordMeterReadingCommand(
        this.system,
        customer.id,
        body,
        business.staff.operator.email,
        business.staff.operator.id,
      ),
    );
    if (answer.kind === 'unread') return;
    meter.latest = answer.reading;
    meter.estimated = answer.kind === 'estimated';
    if (this.visit.kind === 'replaced')
      meter.replaced = {
        finalReading: from + this.visit.oldMeterKwh,
        newStartReading: this.visit.newStartReading,
      };
    else if (answer.kind === 'actual') meter.replaced = null;
  }

  /** The reading a new one counts from, as the reader's phone shows it. */
  protected readingFollowed(customer: CustomerModel): number {
    const meter = customer.meter!;
    return meter.latest !== null && !meter.estimated ? meter.latest : meter.monthStart;
  }

  private bodyOf(from: number): Record<string, unknown> {
    switch (this.visit.kind) {
      case 'read':
        return { reading: from + this.visit.usedKwh };
      case 'unread':
        return { unreadReason: 'البوابة مقفلة' };
      case 'replaced':
        return {
          reading: this.visit.newStartReading + this.visit.newMeterKwh,
          replacedMeter: {
            finalReading: from + this.visit.oldMeterKwh,
            newStartReading: this.visit.newStartReading,
          },
        };
    }
  }

  toString(): string {
    return `${this.constructor.name}(${this.system} #${this.pick}, ${JSON.stringify(this.visit)})`;
  }
}

export const anyMeterVisit: fc.Arbitrary<MeterVisit> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('read' as const), usedKwh: fc.integer({ min: 0, max: 600 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unread' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('replaced' as const),
      oldMeterKwh: fc.integer({ min: 0, max: 300 }),
      newStartReading: fc.integer({ min: 0, max: 50 }),
      newMeterKwh: fc.integer({ min: 0, max: 300 }),
    }),
  },
);

export const anyMeterReading = fc
  .record({ system: fc.constantFrom(...METERED_SYSTEMS), pick: fc.nat(), visit: anyMeterVisit })
  .map(({ system, pick, visit }) => new ReadMeter(system, pick, visit));
