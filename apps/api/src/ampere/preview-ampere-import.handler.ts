import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ampereCharges,
  latestRowPerCustomer,
  parseAmpereImport,
  previewAmpereImport,
} from '@kahraba/billing-domain';
import { findAmpereRowsByKeys, readAmperePricing } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { customerOf } from './ampere-row.mapper';
import { PreviewAmpereImportQuery, type ImportPreview } from './preview-ampere-import.query';

@QueryHandler(PreviewAmpereImportQuery)
export class PreviewAmpereImportHandler implements IQueryHandler<PreviewAmpereImportQuery> {
  constructor(private readonly db: Database) {}

  async execute({ text }: PreviewAmpereImportQuery): Promise<ImportPreview> {
    const parsed = parseAmpereImport(text);
    const pricing = await readAmperePricing(this.db);
    const stored = await findAmpereRowsByKeys(this.db, [...latestRowPerCustomer(parsed.rows).keys()]);
    const preview = previewAmpereImport(
      parsed.rows,
      stored.map((row) => ({
        id: row.id,
        customerNumber: row.customerNumber,
        recordKey: row.recordKey,
        customer: customerOf(row),
      })),
      pricing,
    );
    return {
      // Each line as the import will leave the customer: a new one billed at the threshold price
      // when its price is blank, one on file keeping what the blank cells do not say.
      rows: preview.rows.map(({ action, existingCustomerNumber, customer }) => ({
        name: customer.name,
        box: customer.box,
        ampere: customer.ampere.toNumber(),
        amperePrice: customer.amperePrice.toNumber(),
        amount: ampereCharges(customer).amount.toNumber(),
        address: customer.address,
        amountPaid: customer.amountPaid.toNumber(),
        action,
        ...(existingCustomerNumber === null ? {} : { existingCustomerNumber }),
      })),
      skipped: parsed.skipped,
      creates: preview.creates,
      updates: preview.updates,
    };
  }
}
