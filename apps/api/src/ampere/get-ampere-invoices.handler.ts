import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normaliseBox, sortRecordsForDisplay } from '@kahraba/billing-domain';
import { listAmpereViewsByBoxes, listAmpereViewsByIds, readExchangeRate } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from '../settings/company-profile.store';
import { toAmpereInvoice, type AmpereInvoice } from './ampere-invoice.mapper';
import { GetAmpereInvoicesQuery } from './get-ampere-invoices.query';

@QueryHandler(GetAmpereInvoicesQuery)
export class GetAmpereInvoicesHandler implements IQueryHandler<GetAmpereInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ selection }: GetAmpereInvoicesQuery): Promise<AmpereInvoice[]> {
    const { ids = [], boxes = [] } = selection;
    const records =
      ids.length > 0
        ? await listAmpereViewsByIds(this.db, ids)
        : // Box ٧ asked for is box 7 (issue 6); '' stays the customers without a box.
          await listAmpereViewsByBoxes(
            this.db,
            boxes.map((box) => normaliseBox(box) ?? ''),
          );
    if (records.length === 0) return [];
    const [company, rate] = await Promise.all([readCompanyProfile(this.db), readExchangeRate(this.db)]);
    const today = this.clock.today();
    return sortRecordsForDisplay(records).map((record) => toAmpereInvoice(record, company, today, rate));
  }
}
