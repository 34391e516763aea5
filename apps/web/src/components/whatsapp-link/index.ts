export { customerPortalUrl } from './customer-portal-url';
export { invoiceWhatsAppTextOf, type InvoiceMessageCustomer } from './invoice-message';
export { WhatsAppLink, type WhatsAppLinkProps } from './whatsapp-link';
