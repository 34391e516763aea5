import { Query } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';
import type { StatementView } from './statement.view';

/**
 * The invoice of one kWh customer: the statement of account it prints and what is the customer's own
 * (docs/business-rules.md, "One bill on the wire").
 */
export interface KwhInvoiceView {
  companyInfo: CompanyProfile;
  invoiceDate: string;
  ampere: number;
  /** The customer's price per kWh in dollars, as stored. */
  pricePerKwh: number;
  /** The official tariff line it prints, or null (docs/official-tariff.md#on-the-invoice). */
  officialTariffLine: string | null;
  /** The statement of account every surface renders (docs/business-rules.md#the-statement-of-account). */
  statement: StatementView;
}

/** GET /api/{system}-customers/{id}/invoice. */
export class GetKwhInvoiceQuery extends Query<KwhInvoiceView> {
  constructor(
    readonly system: string,
    readonly id: string,
  ) {
    super();
  }
}
