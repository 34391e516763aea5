import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RecordNotFoundError, sortRecordsForDisplay } from '@kahraba/billing-domain';
import { listAmpereViewsByBoxes, listAmpereViewsByIds } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from '../settings/company-profile';
import { toAmpereInvoice, type AmpereInvoice } from './ampere-invoice';
import { GetAmpereInvoicesQuery } from './get-ampere-invoices.query';

@QueryHandler(GetAmpereInvoicesQuery)
export class GetAmpereInvoicesHandler implements IQueryHandler<GetAmpereInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ selection }: GetAmpereInvoicesQuery): Promise<AmpereInvoice[]> {
    const records =
      'ids' in selection
        ? await listAmpereViewsByIds(this.db, selection.ids)
        : await listAmpereViewsByBoxes(this.db, selection.boxes);
    if ('ids' in selection && selection.ids.length === 1 && records.length === 0)
      throw new RecordNotFoundError();
    const company = await readCompanyProfile(this.db);
    const today = this.clock.now();
    return sortRecordsForDisplay(records).map((record) => toAmpereInvoice(record, company, today));
  }
}
