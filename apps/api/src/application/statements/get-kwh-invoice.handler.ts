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

/** The single invoice of a kWh customer: the customer's row and the figures of its statement. */
@QueryHandler(GetKwhInvoiceQuery)
export class GetKwhInvoiceHandler implements IQueryHandler<GetKwhInvoiceQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ system, id }: GetKwhInvoiceQuery): Promise<KwhInvoiceView> {
    const { tables } = await this.catalog.meteredTables(system);
    const [[row], [statement], company] = await Promise.all([
      findKwhRows(this.db, tables, [id]),
      this.queries.execute(new GetStatementsQuery(system, [id])),
      readCompanyProfile(this.db),
    ]);
    if (!row || !statement) throw new RecordNotFoundError();
    return toKwhInvoiceView(row, statement, company, this.clock.today());
  }
}

function toKwhInvoiceView(
  row: KwhCustomerRow,
  statement: StatementView,
  company: KwhInvoiceView['companyInfo'],
  today: string,
): KwhInvoiceView {
  const energy = statement.lines.find((line) => line.kind === 'energy');
  const fee = statement.lines.find((line) => line.kind === 'subscription-fee');
  return {
    companyInfo: company,
    invoiceNumber: statement.invoiceNumber,
    invoiceDate: row.invoiceDate ?? today,
    monthLabel: statement.monthLabel,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    address: statement.address,
    ampere: Number(row.ampere),
    previousKwh: statement.readings?.previous ?? 0,
    currentKwh: statement.readings?.current ?? 0,
    consumption: statement.readings?.consumption ?? 0,
    pricePerKwh: Number(row.pricePerKwh),
    energyAmount: energy?.amount ?? 0,
    subscriptionFee: fee?.amount ?? 0,
    baseAmount: statement.base,
    vatAmount: statement.vat,
    totalAmount: statement.total,
    baseAmountLbp: statement.lbp.base,
    vatAmountLbp: statement.lbp.vat,
    totalAmountLbp: statement.lbp.total,
    exchangeRateUsed: statement.lbp.rate,
    totalLbp: statement.lbp.total,
    vatLbp: statement.lbp.vat,
    exchangeRate: statement.lbp.rate,
    previousBalance: statement.previousBalance,
    amountPaid: statement.amountPaid,
    remainingAmount: statement.totalDue,
    totalDue: statement.totalDue,
    totalDueLbp: statement.lbp.totalDue,
    isPaid: statement.isPaid,
    phone: statement.phone,
    statement,
  };
}
