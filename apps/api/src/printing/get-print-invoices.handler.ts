import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ampereInvoiceForPrint,
  CustomersNotInSystemError,
  kwhInvoiceForPrint,
  Money,
  NothingToPrintError,
  PrintSelectionNotFoundError,
  PrintSelectionOfOtherSystemError,
  Quantity,
  sortForPrint,
  type BillingSystem,
  type PrintContext,
  type PrintInvoice,
} from '@kahraba/billing-domain';
import {
  findAmpereRows,
  findCustomerIdsInBoxes,
  findKwhRows,
  findPrintSelection,
  readExchangeRate,
  storedKwhCustomerOf,
  type SystemTables,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from '../settings/company-profile.store';
import { SystemCatalog } from '../systems/system-catalog';
import { GetPrintInvoicesQuery, type PrintRequest } from './get-print-invoices.query';
import { toPrintInvoiceView, type PrintInvoiceView } from './print-invoice.mapper';

/**
 * One print call for every system (issue 9): the customers' rows in one query, each invoice built by
 * the system's invoice rule, then put in print order.
 */
@QueryHandler(GetPrintInvoicesQuery)
export class GetPrintInvoicesHandler implements IQueryHandler<GetPrintInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ type, request, choice }: GetPrintInvoicesQuery): Promise<PrintInvoiceView[]> {
    const { system, tables } = await this.catalog.tables(type);
    const ids = await this.idsToPrint(system, tables, request);
    if (ids.length === 0) return [];
    const [company, rate] = await Promise.all([readCompanyProfile(this.db), readExchangeRate(this.db)]);
    const context: PrintContext = { company, today: this.clock.today(), rate, choice };
    const invoices = system.isMetered()
      ? await this.meteredInvoices(system, tables, ids, context)
      : await this.ampereInvoices(system, ids, context);
    return sortForPrint(invoices).map((invoice) => toPrintInvoiceView(invoice, company));
  }

  private async idsToPrint(
    system: BillingSystem,
    tables: SystemTables,
    request: PrintRequest,
  ): Promise<readonly string[]> {
    if (request.ids) return [...new Set(request.ids)];
    if (request.selectionId) {
      const selection = await findPrintSelection(this.db, request.selectionId);
      if (!selection) throw new PrintSelectionNotFoundError();
      if (selection.system !== system.id) throw new PrintSelectionOfOtherSystemError();
      return selection.ids;
    }
    if (request.boxes) return findCustomerIdsInBoxes(this.db, tables, request.boxes);
    throw new NothingToPrintError();
  }

  private async ampereInvoices(
    system: BillingSystem,
    ids: readonly string[],
    context: PrintContext,
  ): Promise<PrintInvoice[]> {
    const rows = await findAmpereRows(this.db, ids);
    refuseOthers(system, ids, rows.length);
    return rows.map((row) =>
      ampereInvoiceForPrint(
        {
          id: row.id,
          customerNumber: row.customerNumber,
          name: row.name,
          box: row.box,
          address: row.address,
          ampere: Quantity.parse(row.ampere),
          amperePrice: Money.parse(row.amperePrice),
          amount: Money.parse(row.amount),
          arrears: Money.parse(row.arrears),
          amountPaid: Money.parse(row.amountPaid),
          month: row.month,
        },
        context,
      ),
    );
  }

  private async meteredInvoices(
    system: BillingSystem,
    tables: SystemTables,
    ids: readonly string[],
    context: PrintContext,
  ): Promise<PrintInvoice[]> {
    const rows = await findKwhRows(this.db, tables, ids);
    refuseOthers(system, ids, rows.length);
    return rows.map((row) =>
      kwhInvoiceForPrint(
        {
          id: row.id,
          system: system.id,
          customer: { ...storedKwhCustomerOf(row), customerNumber: row.customerNumber, month: row.month },
        },
        context,
      ),
    );
  }
}

/** Every (distinct) id asked for must be a live customer of the system. */
function refuseOthers(system: BillingSystem, ids: readonly string[], found: number): void {
  if (found < ids.length) throw new CustomersNotInSystemError(ids.length - found, system.arabicName);
}
