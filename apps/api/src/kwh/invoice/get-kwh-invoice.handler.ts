import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { kwhInvoiceOf, RecordNotFoundError, type KwhInvoice } from '@kahraba/billing-domain';
import { findKwhRows, storedKwhCustomerOf } from '@kahraba/persistence';
import { Clock } from '../../clock/clock';
import { Database } from '../../database/sql-database.provider';
import { readCompanyProfile } from '../../settings/company-profile.store';
import { SystemCatalog } from '../../systems/system-catalog';
import { GetKwhInvoiceQuery, type KwhInvoiceView } from './get-kwh-invoice.query';

@QueryHandler(GetKwhInvoiceQuery)
export class GetKwhInvoiceHandler implements IQueryHandler<GetKwhInvoiceQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, id }: GetKwhInvoiceQuery): Promise<KwhInvoiceView> {
    const { tables } = await this.catalog.meteredTables(system);
    const [row] = await findKwhRows(this.db, tables, [id]);
    if (!row) throw new RecordNotFoundError();
    const company = await readCompanyProfile(this.db);
    const invoice = kwhInvoiceOf({
      customer: { ...storedKwhCustomerOf(row), customerNumber: row.customerNumber, month: row.month },
      company,
      today: this.clock.today(),
    });
    return { ...toKwhInvoiceView(invoice, company), phone: row.phone };
  }
}

function toKwhInvoiceView(
  invoice: KwhInvoice,
  company: KwhInvoiceView['companyInfo'],
): Omit<KwhInvoiceView, 'phone'> {
  return {
    companyInfo: invoice.companyInfo ?? company,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    monthLabel: invoice.monthLabel,
    customerNumber: invoice.customerNumber,
    name: invoice.name,
    box: invoice.box,
    address: invoice.address,
    ampere: invoice.ampere.toNumber(),
    previousKwh: invoice.previousKwh.toNumber(),
    currentKwh: invoice.currentKwh.toNumber(),
    consumption: invoice.consumption.toNumber(),
    pricePerKwh: invoice.pricePerKwh.toNumber(),
    energyAmount: invoice.energyAmount.toNumber(),
    subscriptionFee: invoice.subscriptionFee.toNumber(),
    baseAmount: invoice.baseAmount.toNumber(),
    vatAmount: invoice.vatAmount.toNumber(),
    totalAmount: invoice.totalAmount.toNumber(),
    baseAmountLbp: invoice.baseAmountLbp.pounds,
    vatAmountLbp: invoice.vatAmountLbp.pounds,
    totalAmountLbp: invoice.totalAmountLbp.pounds,
    exchangeRateUsed: invoice.exchangeRateUsed.toNumber(),
    totalLbp: invoice.totalAmountLbp.pounds,
    vatLbp: invoice.vatAmountLbp.pounds,
    exchangeRate: invoice.exchangeRateUsed.toNumber(),
    previousBalance: invoice.previousBalance.toNumber(),
    amountPaid: invoice.amountPaid.toNumber(),
    remainingAmount: invoice.remainingAmount.toNumber(),
    totalDue: invoice.remainingAmount.toNumber(),
    isPaid: invoice.isPaid,
  };
}
