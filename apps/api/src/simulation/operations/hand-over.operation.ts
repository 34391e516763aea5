import fc from 'fast-check';
import { Clock } from '../../application/clock/clock';
import { ListHandoversQuery } from '../../application/handovers/list-handovers.query';
import { RecordHandoverCommand } from '../../application/handovers/record-handover.command';
import type { SimulatedBusiness } from '../simulated-business';
import type { SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The evening's cash handover (docs/handover.md): the administrator counts the day of a collector who
 * took money today (the collector when nobody did), finding some dollars or pounds missing or over.
 */
class HandOver extends SimulationStep {
  constructor(
    readonly pick: number,
    /** What the count finds beyond what was taken: cents and pounds (negative: missing). */
    readonly offCents: number,
    readonly offPounds: number,
  ) {
    super();
  }

  protected async perform(_model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const day = business.app.get(Clock).today();
    const days = await business.ask(new ListHandoversQuery(day));
    const chosen = days.length === 0 ? undefined : days[this.pick % days.length];
    const takenCents = chosen?.taken.usd.cents ?? 0;
    const takenPounds = chosen?.taken.lbp.pounds ?? 0;
    const admin = business.staff.admin;
    await business.send(
      new RecordHandoverCommand(
        chosen?.collectorId ?? business.staff.collector.id,
        day,
        Math.max(0, takenCents + this.offCents),
        Math.max(0, takenPounds + this.offPounds),
        admin.email,
      ),
      admin,
    );
    return { audited: [audited('record-handover', admin)] };
  }

  toString(): string {
    return `HandOver(#${this.pick}, ${this.offCents}¢, ${this.offPounds} ل.ل)`;
  }
}

export const anyHandover = fc
  .record({
    pick: fc.nat({ max: 9 }),
    offCents: fc.constantFrom(0, 0, -500, 250, -1),
    offPounds: fc.constantFrom(0, 0, -100_000, 50_000),
  })
  .map(({ pick, offCents, offPounds }) => new HandOver(pick, offCents, offPounds));
