import type { CompanyProfile } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';
import { singleInvoiceItemOf, type SingleInvoiceItem } from '../statements/invoice-item';
import type { StatementView } from '../statements/statement.view';

/**
 * The single ampere invoice (docs/business-rules.md#the-statement-of-account): the statement of account it prints, the fields the spec
 * names read from it (docs/business-rules.md, "One bill on the wire") and what is the record's own.
 */
export interface AmpereInvoice extends SingleInvoiceItem {
  id: string;
  companyInfo: CompanyProfile;
  invoiceDate: string;
  ampere: number;
  amperePrice: number;
  /** The statement of account every surface renders. */
  statement: StatementView;
}

export function toAmpereInvoice(
  record: AmpereRecordView,
  company: CompanyProfile,
  statement: StatementView,
): AmpereInvoice {
  return {
    id: record.id,
    companyInfo: company,
    ...singleInvoiceItemOf(statement),
    invoiceDate: record.invoiceDate,
    ampere: record.ampere,
    amperePrice: record.amperePrice,
    statement,
  };
}
