import { statementWhatsAppText } from '@kahraba/billing-domain';
import type { components } from '../../types/api-schema';
import { customerPortalUrl } from './customer-portal-url';

type Statement = components['schemas']['StatementResponse'];

/** What an invoice message says, all of it from the customer's statement of account
 * (docs/business-rules.md#the-statement-of-account). */
export type StatementMessage = Pick<
  Statement,
  'name' | 'customerNumber' | 'invoiceNumber' | 'monthLabel' | 'totalDue'
> & { lbp: Pick<Statement['lbp'], 'totalDue'> };

/**
 * The invoice as a WhatsApp message (the domain's Arabic text), with the portal link: the one
 * builder of the invoice pages and of the customer rows and cards, so that every button sends the
 * same customer number, invoice number, month (the 25th rule) and total due in dollars and pounds.
 */
export function invoiceWhatsAppTextOf(statement: StatementMessage): string {
  return statementWhatsAppText(statement, customerPortalUrl());
}
