import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Month, searchTermsOf } from '@kahraba/billing-domain';
import { listMonthlySnapshots, totalMonthlySnapshots } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ListMonthlyArchivesQuery, type MonthlyArchivePage } from './list-monthly-archives.query';

@QueryHandler(ListMonthlyArchivesQuery)
export class ListMonthlyArchivesHandler implements IQueryHandler<ListMonthlyArchivesQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ filter, page, pageSize }: ListMonthlyArchivesQuery): Promise<MonthlyArchivePage> {
    // An unknown system is 404 'نظام الفوترة غير معروف'; a month not written YYYY-MM is 400.
    const system = filter.system ? (await this.catalog.find(filter.system)).id : undefined;
    const month = filter.month ? Month.parse(filter.month).toString() : undefined;
    const query = { month, system, terms: searchTermsOf(filter.search ?? '') };
    const [months, records] = await Promise.all([
      totalMonthlySnapshots(this.db, query),
      listMonthlySnapshots(this.db, query, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    const totalRecords = months.reduce((sum, total) => sum + total.customers, 0);
    return {
      months,
      records,
      page,
      pageSize,
      totalRecords,
      pageCount: Math.max(1, Math.ceil(totalRecords / pageSize)),
    };
  }
}
