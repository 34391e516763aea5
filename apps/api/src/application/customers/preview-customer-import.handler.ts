import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { planImport, readTariffImportLines, type ShownColumns } from '@kahraba/billing-domain';
import { withTariffStore } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { type CustomerImportPreview, PreviewCustomerImportQuery } from './preview-customer-import.query';

@QueryHandler(PreviewCustomerImportQuery)
export class PreviewCustomerImportHandler implements IQueryHandler<PreviewCustomerImportQuery<ShownColumns>> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system: id,
    text,
  }: PreviewCustomerImportQuery<ShownColumns>): Promise<CustomerImportPreview<ShownColumns>> {
    const { system, tables } = await this.catalog.tables(id);
    return withTariffStore(system.tariff, async (store) => {
      const read = readTariffImportLines(store.rules, text);
      const keys = [...new Set(read.lines.map((line) => line.key))];
      const onFile = keys.length === 0 ? [] : await store.findRowsByKeys(this.db, tables, keys, false);
      // The same plan as the import, so the preview's counts are the import's.
      const plan = planImport(
        read.lines,
        onFile.map((row) => ({
          id: row.id,
          customerNumber: row.customerNumber,
          recordKey: row.recordKey,
          customer: store.customerOf(row),
        })),
        store.rules.importRules(await store.readContext(this.db, tables)),
      );
      return {
        // Each line as the import will leave the customer: a new one with the defaults of its blank
        // cells, one on file keeping what the blank cells do not say.
        rows: plan.lines.map(({ line, action, existingCustomerNumber, customer }) => ({
          line,
          action,
          ...(existingCustomerNumber === null ? {} : { existingCustomerNumber }),
          ...store.rules.shownColumns(customer),
        })),
        skipped: [...read.skipped, ...plan.refused].sort((a, b) => a.line - b.line),
        creates: plan.creates.length,
        updates: plan.updates.length,
      };
    });
  }
}
