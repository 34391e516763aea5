import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { parseAmpereImport } from '@kahraba/billing-domain';
import { readAmperePricing } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { PreviewAmpereImportQuery, type ImportPreview } from './preview-ampere-import.query';

@QueryHandler(PreviewAmpereImportQuery)
export class PreviewAmpereImportHandler implements IQueryHandler<PreviewAmpereImportQuery> {
  constructor(private readonly db: Database) {}

  async execute({ text }: PreviewAmpereImportQuery): Promise<ImportPreview> {
    const parsed = parseAmpereImport(text, await readAmperePricing(this.db));
    return {
      rows: parsed.rows.map((row) => ({
        name: row.name,
        box: row.box,
        ampere: row.ampere.toNumber(),
        amperePrice: row.amperePrice.toNumber(),
        amount: row.amount.toNumber(),
        address: row.address,
        amountPaid: row.amountPaid.toNumber(),
      })),
      skipped: parsed.skipped,
    };
  }
}
