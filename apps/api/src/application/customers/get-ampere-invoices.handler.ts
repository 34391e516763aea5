import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normaliseBox, sortRecordsForDisplay } from '@kahraba/billing-domain';
import { listAmpereViewsByBoxes, listAmpereViewsByIds } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from '../settings/company-profile.store';
import { GetStatementsQuery } from '../statements/get-statements.query';
import { toAmpereInvoice, type AmpereInvoice } from './ampere-invoice';
import { GetAmpereInvoicesQuery } from './get-ampere-invoices.query';

@QueryHandler(GetAmpereInvoicesQuery)
export class GetAmpereInvoicesHandler implements IQueryHandler<GetAmpereInvoicesQuery> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  async execute({ selection }: GetAmpereInvoicesQuery): Promise<AmpereInvoice[]> {
    const { ids = [], boxes = [] } = selection;
    const records =
      ids.length > 0
        ? await listAmpereViewsByIds(this.db, ids)
        : // Box ٧ asked for is box 7 (boxes are kept in ASCII digits); '' stays the customers without a box.
          await listAmpereViewsByBoxes(
            this.db,
            boxes.map((box) => normaliseBox(box) ?? ''),
          );
    if (records.length === 0) return [];
    const sorted = sortRecordsForDisplay(records);
    const [company, statements] = await Promise.all([
      readCompanyProfile(this.db),
      this.queries.execute(
        new GetStatementsQuery(
          'ampere',
          sorted.map((record) => record.id),
        ),
      ),
    ]);
    // One statement per record, in the same order (the query keeps the order asked).
    return sorted.map((record, index) => toAmpereInvoice(record, company, statements[index]));
  }
}
