import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import { findKwhRows, type KwhCustomerRow } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from '../settings/company-profile.store';
import { GetStatementsQuery } from './get-statements.query';
import type { StatementView } from './statement.view';
import { SystemCatalog } from '../systems/system-catalog';
import { GetKwhInvoiceQuery, type KwhInvoiceView } from './get-kwh-invoice.query';
import { officialTariffLinesOf } from './official-tariff-lines';

/** The single invoice of a kWh customer: its statement and what is the customer's row's own. */
@QueryHandler(GetKwhInvoiceQuery)
export class GetKwhInvoiceHandler implements IQueryHandler<GetKwhInvoiceQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ system, id }: GetKwhInvoiceQuery): Promise<KwhInvoiceView> {
    const { system: billing, tables } = await this.catalog.meteredTables(system);
    const [[row], [statement], company] = await Promise.all([
      findKwhRows(this.db, tables, [id]),
      this.queries.execute(new GetStatementsQuery(system, [id])),
      readCompanyProfile(this.db),
    ]);
    if (!row || !statement) throw new RecordNotFoundError();
    const lines = await officialTariffLinesOf(
      this.db,
      billing,
      [statement],
      null,
      company.printOfficialTariffLine,
    );
    return toKwhInvoiceView(row, statement, company, this.clock.today(), lines.get(statement.id) ?? null);
  }
}

function toKwhInvoiceView(
  row: KwhCustomerRow,
  statement: StatementView,
  company: KwhInvoiceView['companyInfo'],
  today: string,
  officialTariffLine: string | null,
): KwhInvoiceView {
  return {
    companyInfo: company,
    invoiceDate: row.invoiceDate ?? today,
    ampere: Number(row.ampere),
    pricePerKwh: Number(row.pricePerKwh),
    officialTariffLine,
    statement,
  };
}
