import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  debtAgeTotals,
  debtBoxTotals,
  readDebtorsQuery,
  type BillingSystem,
  type CutOffMark,
} from '@kahraba/billing-domain';
import { findDebtorRows, tablesOf, type DebtorRow } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetStatementsQuery } from '../statements/get-statements.query';
import { SystemCatalog } from '../systems/system-catalog';
import type { DebtorView, DebtorsView } from './debtor.view';
import { GetDebtorsQuery } from './get-debtors.query';

/**
 * The debtors of each system: who owes and for how long from one SQL per system, the amounts from the
 * statement query (never worked out here), the totals per age from the domain.
 */
@QueryHandler(GetDebtorsQuery)
export class GetDebtorsHandler implements IQueryHandler<GetDebtorsQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ question }: GetDebtorsQuery): Promise<DebtorsView> {
    const filters = readDebtorsQuery(question);
    const systems = filters.system ? [await this.catalog.find(filters.system)] : await this.catalog.all();
    const rows: DebtorView[] = [];
    for (const system of systems) rows.push(...(await this.debtorsOf(system, filters.box)));
    const chosen = rows.filter((row) => row.months >= (filters.minMonths ?? 0));
    return { filters, rows: chosen, totals: debtAgeTotals(chosen), boxes: debtBoxTotals(chosen) };
  }

  private async debtorsOf(system: BillingSystem, box: string | undefined): Promise<DebtorView[]> {
    const found = await findDebtorRows(this.db, tablesOf(system), box === undefined ? {} : { box });
    if (found.length === 0) return [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const statements = await this.queries.execute(new GetStatementsQuery(system.id, [...byId.keys()]));
    return statements
      .filter((statement) => statement.totalDue > 0)
      .map((statement) => toDebtorView(system, statement, byId.get(statement.id)!));
  }
}

function toDebtorView(
  system: BillingSystem,
  statement: {
    id: string;
    customerNumber: number;
    name: string;
    box: string | null;
    phone: string | null;
    totalDue: number;
    lbp: { totalDue: number };
    cutOff: CutOffMark | null;
  },
  row: DebtorRow,
): DebtorView {
  return {
    system: system.id,
    systemName: system.arabicName,
    customerId: statement.id,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    phone: statement.phone,
    totalDue: statement.totalDue,
    totalDueLbp: statement.lbp.totalDue,
    months: row.months,
    lastPayment:
      row.lastPaymentDay === null || row.lastPaymentAmount === null
        ? null
        : {
            day: row.lastPaymentDay,
            amount: Number(row.lastPaymentAmount),
            amountLbp: row.lastPaymentAmountLbp === null ? null : Number(row.lastPaymentAmountLbp),
            currency: row.lastPaymentCurrency ?? 'USD',
          },
    lastReminderAt: row.lastReminderAt === null ? null : new Date(row.lastReminderAt).toISOString(),
    lastReminderDay: row.lastReminderDay,
    cutOff: statement.cutOff,
  };
}
