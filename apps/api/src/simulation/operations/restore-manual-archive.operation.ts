import fc from 'fast-check';
import { RestoreManualArchiveCommand } from '../../application/archives/restore-manual-archive.command';
import { followCustomersOnFile } from '../customers-on-file';
import type { SimulatedBusiness } from '../simulated-business';
import { SIMULATED_SYSTEMS, type SimulatedSystem, type SimulationModel } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The owner takes the last manual archive of a system back into its empty table
 * (docs/operator-guide.md#archive-management): the same customers, ids and numbers, as they were. A meter
 * archived in an earlier month is no longer followed by the model until the next close.
 */
export class RestoreManualArchive extends SimulationStep {
  constructor(readonly system: SimulatedSystem) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    const live = model.systems[this.system];
    return live.customers.length === 0 && (live.manualArchives?.length ?? 0) > 0;
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    await business.send(new RestoreManualArchiveCommand(this.system, admin.email), admin);
    const live = model.systems[this.system];
    const archive = live.manualArchives!.pop()!;
    live.customers = archive.customers.map((customer) =>
      customer.meter && archive.month !== live.liveMonth
        ? { ...customer, meter: { ...customer.meter, tracked: false } }
        : customer,
    );
    await followCustomersOnFile(model, business, this.system, 'kept');
    return { audited: [audited('restore-manual-archive', admin)] };
  }

  toString(): string {
    return `RestoreManualArchive(${this.system})`;
  }
}

export const anyManualArchiveRestore = fc
  .constantFrom(...SIMULATED_SYSTEMS)
  .map((system) => new RestoreManualArchive(system));
