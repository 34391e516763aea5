import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RecordNotFoundError } from '@kahraba/billing-domain';
import type { AmpereInvoice } from './ampere-invoice';
import { GetAmpereInvoiceQuery } from './get-ampere-invoice.query';
import { GetAmpereInvoicesQuery } from './get-ampere-invoices.query';

@QueryHandler(GetAmpereInvoiceQuery)
export class GetAmpereInvoiceHandler implements IQueryHandler<GetAmpereInvoiceQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ id }: GetAmpereInvoiceQuery): Promise<AmpereInvoice> {
    const [invoice] = await this.queries.execute(new GetAmpereInvoicesQuery({ ids: [id] }));
    if (!invoice) throw new RecordNotFoundError();
    return invoice;
  }
}
