import fc from 'fast-check';
import { RecordMeterReadingCommand } from '../../application/readings/record-meter-reading.command';
import { centsOf, statementOf } from '../customer-statements';
import type { SimulatedBusiness } from '../simulated-business';
import {
  METERED_SYSTEMS,
  nextNumber,
  readingFollowed,
  readThisMonth,
  type CustomerModel,
  type MeteredSystem,
  type SimulationModel,
} from '../simulation-model';
import { CustomerStep } from '../customer-step';
import { audited, type StepWrites } from '../simulation-step';

/** What the reader finds at the meter. */
export type MeterVisit =
  | { kind: 'read'; usedKwh: number }
  | { kind: 'unread' }
  | { kind: 'replaced'; oldMeterKwh: number; newStartReading: number; newMeterKwh: number };

/**
 * The reading round (docs/business-rules.md#the-reading-round-and-estimates) visits a meter not yet read this
 * month: reads it, cannot reach it (an estimate from history, or nothing without one), or finds it replaced
 * (the old meter's final reading and the new one's). The reader confirms any warning, as on the phone.
 */
export class ReadMeter extends CustomerStep<MeteredSystem> {
  constructor(
    system: MeteredSystem,
    pick: number,
    readonly visit: MeterVisit,
  ) {
    super(system, pick);
  }

  override check(model: Readonly<SimulationModel>): boolean {
    const customer = this.customerIn(model);
    return customer !== undefined && this.visits(customer);
  }

  /** A meter not read this month yet (ReadMeterAgain reads one that was). */
  protected visits(customer: CustomerModel): boolean {
    return !readThisMonth(customer.meter);
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const customer = this.customerIn(model)!;
    const meter = customer.meter!;
    const from = readingFollowed(meter);
    const dueBefore = centsOf((await statementOf(business, this.system, customer.id)).totalDue);
    const body = {
      clientId: `round-${nextNumber(model)}`,
      takenAt: model.now,
      confirmed: true,
      ...this.bodyFrom(from),
    };
    const operator = business.staff.operator;
    const { answer } = await business.send(
      new RecordMeterReadingCommand(this.system, customer.id, body, operator.email, operator.id),
    );
    const readings = [
      { system: this.system, customerId: customer.id, dueBefore, afterEstimate: meter.estimated },
    ];
    const entries = [audited('record-meter-reading', operator)];
    if (answer.kind === 'unread') return { readings, audited: entries };
    meter.latest = answer.reading;
    meter.estimated = answer.kind === 'estimated';
    if (this.visit.kind === 'replaced')
      meter.replaced = {
        finalReading: from + this.visit.oldMeterKwh,
        newStartReading: this.visit.newStartReading,
      };
    return { readings, audited: entries };
  }

  private bodyFrom(from: number): Record<string, unknown> {
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
  .record({ system: fc.constantFrom(...METERED_SYSTEMS), pick: fc.nat({ max: 99 }), visit: anyMeterVisit })
  .map(({ system, pick, visit }) => new ReadMeter(system, pick, visit));
