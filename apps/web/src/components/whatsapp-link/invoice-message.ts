import { invoiceWhatsAppText, Month } from '@kahraba/billing-domain';
import { customerPortalUrl } from './customer-portal-url';

/** What an invoice message says about a customer, as the API sends it. */
export interface InvoiceMessageCustomer {
  name: string;
  /** issue 22: the customer number and invoice number, as the invoice prints them. */
  customerNumber?: number;
  invoiceNumber?: string;
  /** The billing month, 'YYYY-MM' (or its label, 'تشرين الثاني 2026', as an invoice prints it). */
  month: string;
  /** What the customer owes now (the outstanding balance), USD. */
  totalDue: number;
  /** The same in whole pounds, when the server sends it. */
  totalDueLbp?: number | null;
}

/** The invoice of the month as a WhatsApp message (the domain's Arabic text), with the portal link. */
export function invoiceWhatsAppTextOf(customer: InvoiceMessageCustomer): string {
  return invoiceWhatsAppText({
    customerName: customer.name,
    customerNumber: customer.customerNumber,
    invoiceNumber: customer.invoiceNumber,
    monthLabel: /^\d{4}-\d{2}$/.test(customer.month) ? Month.parse(customer.month).label() : customer.month,
    totalDue: customer.totalDue,
    totalDueLbp: customer.totalDueLbp ?? null,
    portalUrl: customerPortalUrl(),
  });
}
