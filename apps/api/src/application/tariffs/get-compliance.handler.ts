import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  type BillingSystem,
  DEFAULT_TARIFF_ZONE,
  exceedsTariff,
  isTariffZone,
  Lbp,
  Month,
  type OfficialTariff,
  poundsPerKwhOf,
  Quantity,
  tariffExcessOf,
  tariffZoneName,
} from '@kahraba/billing-domain';
import {
  type CustomerTariffFacts,
  readCustomerTariffFacts,
  readLiveMonth,
  readOfficialTariff,
  tablesOf,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { GetStatementsQuery } from '../statements/get-statements.query';
import type { StatementView } from '../statements/statement.view';
import { SystemCatalog } from '../systems/system-catalog';
import type { ComplianceBillView, ComplianceView, FlatCustomerView } from './compliance.view';
import { GetComplianceQuery } from './get-compliance.query';
import { officialTariffViewOf } from './official-tariff.view';

@QueryHandler(GetComplianceQuery)
export class GetComplianceHandler implements IQueryHandler<GetComplianceQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ month, system }: GetComplianceQuery): Promise<ComplianceView> {
    const asked = Month.parse(month);
    const systems = system === undefined ? await this.catalog.all() : [await this.catalog.find(system)];
    const stored = await readOfficialTariff(this.db, asked.toString());
    const bills: ComplianceBillView[] = [];
    const flat: FlatCustomerView[] = [];
    let billsChecked = 0;
    for (const billing of systems) {
      // Without a tariff nothing metered is compared: its statements are not even built.
      if (billing.isMetered() && !stored) continue;
      const { statements, closedMonth } = await this.statementsOf(billing, asked);
      if (!billing.isMetered()) {
        flat.push(...statements.map((statement) => flatCustomerOf(billing, statement)));
        continue;
      }
      if (!stored) continue;
      const facts = await readCustomerTariffFacts(this.db, tablesOf(billing), closedMonth);
      billsChecked += statements.length;
      for (const statement of statements) {
        const bill = complianceBillOf(billing, statement, facts.get(statement.id), stored.tariff);
        if (bill) bills.push(bill);
      }
    }
    const sum = (pick: (bill: ComplianceBillView) => number) =>
      bills.reduce((total, bill) => total + pick(bill), 0);
    return {
      month: asked.toString(),
      monthLabel: asked.label(),
      tariff: stored ? officialTariffViewOf(stored) : null,
      bills,
      totals: {
        billsChecked,
        billsExceeding: bills.length,
        excessEnergyLbp: sum((bill) => bill.excessEnergyLbp),
        excessFixedLbp: sum((bill) => bill.excessFixedLbp),
        excessTotalLbp: sum((bill) => bill.excessTotalLbp),
      },
      flat: { count: flat.length, customers: flat },
    };
  }

  /** The month's statements: the live month's as the statement query builds them, a closed month's as kept. */
  private async statementsOf(
    billing: BillingSystem,
    month: Month,
  ): Promise<{ statements: StatementView[]; closedMonth: string | null }> {
    const live = await readLiveMonth(this.db, tablesOf(billing), this.clock.today());
    if (month.isAfter(live)) return { statements: [], closedMonth: null };
    const closedMonth = month.equals(live) ? null : month.toString();
    const statements = await this.queries.execute(
      new GetStatementsQuery(billing.id, 'all', undefined, closedMonth ?? undefined),
    );
    return { statements, closedMonth };
  }
}

/** The bill compared with the tariff (the statement's own figures), or null when it is not above it. */
function complianceBillOf(
  billing: BillingSystem,
  statement: StatementView,
  facts: CustomerTariffFacts | undefined,
  tariff: OfficialTariff,
): ComplianceBillView | null {
  const energy = statement.lines.find((line) => line.kind === 'energy');
  const fee = statement.lines.find((line) => line.kind === 'subscription-fee');
  const zone = isTariffZone(facts?.zone) ? facts.zone : DEFAULT_TARIFF_ZONE;
  const ampere = Quantity.parse(facts?.ampere ?? 0);
  const kwhPriceLbp = energy
    ? poundsPerKwhOf({
        unitPrice: energy.unitPrice,
        currency: energy.unitPriceCurrency,
        rate: statement.lbp.rate,
      })
    : Lbp.zero;
  const excess = tariffExcessOf(tariff, {
    zone,
    ampere,
    consumption: Quantity.parse(energy?.quantity ?? 0),
    kwhPriceLbp,
    fixedLbp: Lbp.ofPounds(fee?.amountLbp ?? 0),
  });
  if (!exceedsTariff(excess)) return null;
  return {
    system: billing.id,
    systemName: billing.arabicName,
    id: statement.id,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    zone,
    zoneName: tariffZoneName(zone),
    ampere: ampere.toNumber(),
    consumption: energy?.quantity ?? 0,
    kwhPriceLbp: kwhPriceLbp.pounds,
    officialKwhPriceLbp: excess.officialKwhPriceLbp.pounds,
    excessPerKwhLbp: excess.perKwhLbp.pounds,
    excessEnergyLbp: excess.energyLbp.pounds,
    fixedLbp: fee?.amountLbp ?? 0,
    officialFixedLbp: excess.officialFixedLbp.pounds,
    excessFixedLbp: excess.fixedLbp.pounds,
    excessTotalLbp: excess.totalLbp.pounds,
  };
}

function flatCustomerOf(billing: BillingSystem, statement: StatementView): FlatCustomerView {
  const amperes = statement.lines.find((line) => line.kind === 'ampere');
  return {
    system: billing.id,
    systemName: billing.arabicName,
    id: statement.id,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    ampere: amperes?.quantity ?? 0,
  };
}
