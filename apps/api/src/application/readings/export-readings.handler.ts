import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadingExportRow } from '@kahraba/billing-domain';
import { tablesOf } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { ExportReadingsQuery } from './export-readings.query';
import { listReadingExportRows } from './reading-customers.store';

@QueryHandler(ExportReadingsQuery)
export class ExportReadingsHandler implements IQueryHandler<ExportReadingsQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system }: ExportReadingsQuery): Promise<ReadingExportRow[]> {
    return listReadingExportRows(this.db, tablesOf(await this.catalog.metered(system)));
  }
}
