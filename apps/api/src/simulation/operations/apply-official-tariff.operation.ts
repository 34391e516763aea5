import fc from 'fast-check';
import { ApplyOfficialTariffCommand } from '../../application/tariffs/apply-official-tariff.command';
import { SetOfficialTariffCommand } from '../../application/tariffs/set-official-tariff.command';
import type { SimulatedBusiness } from '../simulated-business';
import { METERED_SYSTEMS } from '../simulation-model';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';

/**
 * The owner enters a month's official tariff and applies it (docs/official-tariff.md#applying-it): every
 * customer of a metered group (or of all of them) at their zone's price per kWh, the subscription pricing
 * map at the official fixed part, one change in every metered group (an undo in any takes it back whole).
 */
class ApplyOfficialTariff extends SimulationStep {
  constructor(
    readonly system: string,
    /** The town's price per kWh in pounds; the village's is 10 % more. */
    readonly townPrice: number,
    /** The 5 A fixed part in pounds; 10 A is 300,000 more, and so is each further 5 A. */
    readonly fixed5: number,
  ) {
    super();
  }

  protected async perform(_model: unknown, business: SimulatedBusiness): Promise<StepWrites> {
    const admin = business.staff.admin;
    const tariff = {
      kwhPriceLbp: { town: this.townPrice, village: Math.round(this.townPrice * 1.1) },
      fixedFeesLbp: { 5: this.fixed5, 10: this.fixed5 + 300_000, perExtra5A: 300_000 },
      exchangeRate: 89_700,
      dieselPrice20LLbp: 1_542_785,
      source: 'وزارة الطاقة والمياه',
    };
    const { batchOf } = await business.withBatchesOf(async () => {
      await business.send(new SetOfficialTariffCommand('2025-07', tariff, admin.email), admin);
      await business.send(new ApplyOfficialTariffCommand('2025-07', this.system, admin.email), admin);
    });
    return {
      batchOf,
      audited: [audited('set-official-tariff', admin), audited('apply-official-tariff', admin)],
    };
  }

  toString(): string {
    return `ApplyOfficialTariff(${this.system}, ${this.townPrice} LBP/kWh, ${this.fixed5} LBP for 5 A)`;
  }
}

export const anyOfficialTariffApplied = fc
  .record({
    system: fc.constantFrom('all', ...METERED_SYSTEMS),
    townPrice: fc.integer({ min: 300, max: 400 }).map((hundreds) => hundreds * 100),
    fixed5: fc.integer({ min: 30, max: 45 }).map((tenThousands) => tenThousands * 10_000),
  })
  .map(({ system, townPrice, fixed5 }) => new ApplyOfficialTariff(system, townPrice, fixed5));
