import fc from 'fast-check';
import { ArchiveLiveRecordsCommand } from '../../application/archives/archive-live-records.command';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulatedSystem, type SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The owner archives a whole system (docs/operator-guide.md#archive-management): every live customer goes to
 * the monthly archive and the table is emptied, to be restored as it was.
 */
export class ArchiveLiveCustomers extends SimulationStep {
  constructor(readonly system: SimulatedSystem) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return model.systems[this.system].customers.length > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    await business.send(new ArchiveLiveRecordsCommand(this.system, admin.email), admin);
    const live = model.systems[this.system];
    (live.manualArchives ??= []).push({ customers: live.customers, month: live.liveMonth });
    live.customers = [];
    return { audited: [audited('archive-live-records', admin)] };
  }

  toString(): string {
    return `ArchiveLiveCustomers(${this.system})`;
  }
}

export const anyManualArchive = fc
  .constantFrom(...SIMULATED_SYSTEMS)
  .map((system) => new ArchiveLiveCustomers(system));
