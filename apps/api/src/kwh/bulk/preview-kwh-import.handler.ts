import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { planImport } from '@kahraba/billing-domain';
import { findKwhRowsByKeys, kwhFieldsOf, readKwhBillingContext } from '@kahraba/persistence';
import { Database } from '../../database/sql-database.provider';
import { SystemCatalog } from '../../systems/system-catalog';
import { kwhImportLinesOfText } from './kwh-import-lines';
import { kwhImportRules } from './kwh-import-rules';
import { PreviewKwhImportQuery, type KwhImportPreview } from './preview-kwh-import.query';

@QueryHandler(PreviewKwhImportQuery)
export class PreviewKwhImportHandler implements IQueryHandler<PreviewKwhImportQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, text }: PreviewKwhImportQuery): Promise<KwhImportPreview> {
    const { tables } = await this.catalog.meteredTables(system);
    const read = kwhImportLinesOfText(text);
    const keys = [...new Set(read.lines.map((line) => line.key))];
    const onFile = keys.length === 0 ? [] : await findKwhRowsByKeys(this.db, tables, keys);
    // The same plan as the import, so the preview's counts are the import's.
    const plan = planImport(
      read.lines,
      onFile.map((row) => ({
        id: row.id,
        customerNumber: row.customerNumber,
        recordKey: row.recordKey,
        customer: kwhFieldsOf(row),
      })),
      kwhImportRules(await readKwhBillingContext(this.db)),
    );
    return {
      rows: plan.lines.map(({ action, existingCustomerNumber, customer }) => ({
        action,
        ...(existingCustomerNumber === null ? {} : { existingCustomerNumber }),
        name: customer.name,
        box: customer.box,
        address: customer.address,
        ampere: customer.ampere.toNumber(),
        previousKwh: customer.previousKwh.toNumber(),
        currentKwh: customer.currentKwh.toNumber(),
        consumption: customer.bill.consumption.toNumber(),
        pricePerKwh: customer.pricePerKwh.toNumber(),
        insurance: customer.insurance.toNumber(),
        amountPaid: customer.amountPaid.toNumber(),
        totalAmount: customer.bill.totalAmount.toNumber(),
      })),
      skipped: [...read.skipped, ...plan.refused].sort((a, b) => a.line - b.line),
      creates: plan.creates.length,
      updates: plan.updates.length,
    };
  }
}
