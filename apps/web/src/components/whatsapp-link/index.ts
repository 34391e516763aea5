export { customerPortalUrl } from './customer-portal-url';
export { invoiceWhatsAppTextOf, type StatementMessage } from './invoice-message';
export { WhatsAppLink, type WhatsAppLinkProps } from './whatsapp-link';
export {
  WhatsAppStatementButton,
  type WhatsAppStatement,
  type WhatsAppStatementButtonProps,
} from './whatsapp-statement-button';
