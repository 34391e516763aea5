import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ampereCharges, customerFromImport, parseAmpereImport } from '@kahraba/billing-domain';
import { readAmperePricing } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { PreviewAmpereImportQuery, type ImportPreview } from './preview-ampere-import.query';

@QueryHandler(PreviewAmpereImportQuery)
export class PreviewAmpereImportHandler implements IQueryHandler<PreviewAmpereImportQuery> {
  constructor(private readonly db: Database) {}

  async execute({ text }: PreviewAmpereImportQuery): Promise<ImportPreview> {
    const parsed = parseAmpereImport(text);
    const pricing = await readAmperePricing(this.db);
    return {
      // Each line as a new customer would be billed: a blank price shows the threshold price.
      rows: parsed.rows.map((row) => {
        const customer = customerFromImport(row, pricing);
        return {
          name: customer.name,
          box: customer.box,
          ampere: customer.ampere.toNumber(),
          amperePrice: customer.amperePrice.toNumber(),
          amount: ampereCharges(customer).amount.toNumber(),
          address: customer.address,
          amountPaid: customer.amountPaid.toNumber(),
        };
      }),
      skipped: parsed.skipped,
    };
  }
}
