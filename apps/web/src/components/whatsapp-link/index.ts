export { customerPortalUrl } from './customer-portal-url';
export { invoiceWhatsAppTextOf } from './invoice-message';
export { WhatsAppLink } from './whatsapp-link';
export { WhatsAppStatementButton } from './whatsapp-statement-button';
