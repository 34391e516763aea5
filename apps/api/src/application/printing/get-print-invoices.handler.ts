import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CustomersNotInClosedMonthError,
  CustomersNotInSystemError,
  MonthNotClosedError,
  NothingToPrintError,
  PrintSelectionNotFoundError,
  PrintSelectionOfOtherSystemError,
  printedMonth,
  sortForPrint,
  Month,
  type BillingSystem,
} from '@kahraba/billing-domain';
import {
  findClosedMonthCustomerIds,
  findCustomerIdsInBoxes,
  findPrintSelection,
  isClosedMonth,
  type SystemTables,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from '../settings/company-profile.store';
import { GetStatementsQuery } from '../statements/get-statements.query';
import { officialTariffLinesOf } from '../statements/official-tariff-lines';
import { SystemCatalog } from '../systems/system-catalog';
import { GetPrintInvoicesQuery, type PrintRequest } from './get-print-invoices.query';
import { toPrintInvoiceView, type PrintInvoiceView } from './print-invoice';

/**
 * One print call for every system: the customers' statements of account in one query
 * (docs/business-rules.md#the-statement-of-account, the same figures as every other surface), then put in
 * print order. A closed month prints through the same call from the monthly archive (docs/printing.md).
 */
@QueryHandler(GetPrintInvoicesQuery)
export class GetPrintInvoicesHandler implements IQueryHandler<GetPrintInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ type, request, choice }: GetPrintInvoicesQuery): Promise<PrintInvoiceView[]> {
    const { system, tables } = await this.catalog.tables(type);
    // The month picked is refused when out of range, whoever is printed (docs/printing.md).
    printedMonth(Month.of(2026, 1), choice);
    const closed = request.closedMonth === undefined ? undefined : Month.parse(request.closedMonth);
    if (closed && !(await isClosedMonth(this.db, tables, closed.toString())))
      throw new MonthNotClosedError(closed);
    const ids = await this.idsToPrint(system, tables, request, closed);
    if (ids.length === 0) return [];
    const [company, statements] = await Promise.all([
      readCompanyProfile(this.db),
      this.queries.execute(new GetStatementsQuery(system.id, ids, choice, closed?.toString())),
    ]);
    if (statements.length < ids.length) {
      const missing = ids.length - statements.length;
      throw closed
        ? new CustomersNotInClosedMonthError(missing, closed)
        : new CustomersNotInSystemError(missing, system.arabicName);
    }
    const tariffLines = await officialTariffLinesOf(
      this.db,
      system,
      statements,
      closed?.toString() ?? null,
      company.printOfficialTariffLine,
    );
    return sortForPrint(statements).map((statement) =>
      toPrintInvoiceView(statement, company, tariffLines.get(statement.id) ?? null),
    );
  }

  private async idsToPrint(
    system: BillingSystem,
    tables: SystemTables,
    request: PrintRequest,
    closed: Month | undefined,
  ): Promise<readonly string[]> {
    if (request.ids) return [...new Set(request.ids)];
    if (request.selectionId) {
      const selection = await findPrintSelection(this.db, request.selectionId);
      if (!selection) throw new PrintSelectionNotFoundError();
      if (selection.system !== system.id) throw new PrintSelectionOfOtherSystemError();
      return selection.ids;
    }
    if (closed) return findClosedMonthCustomerIds(this.db, tables, closed.toString(), request.boxes ?? 'all');
    if (request.boxes) return findCustomerIdsInBoxes(this.db, tables, request.boxes);
    throw new NothingToPrintError();
  }
}
