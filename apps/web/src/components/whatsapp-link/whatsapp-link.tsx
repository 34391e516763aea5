import { isLebaneseMobile, whatsAppLink } from '@kahraba/billing-domain';
import { whatsAppMessages as t } from './messages';
import { WhatsAppIcon } from './whatsapp-icon';

export interface WhatsAppLinkProps {
  /** The customer's phone in E.164; without one, or for a landline, nothing is shown. */
  phone: string | null | undefined;
  /** The message, already written (invoiceWhatsAppTextOf of the statement, receiptWhatsAppText). */
  text: string;
  /** Who receives it, for the tooltip ('إرسال رسالة واتساب إلى …'). */
  name?: string;
  /** 'row': a small icon button of a table row; 'card': a labelled button of a phone card or a page. */
  layout?: 'row' | 'card';
  /** The accessible name; 'واتساب' unless the screen says more. */
  label?: string;
  className?: string;
}

/**
 * Opens WhatsApp (a new tab, or the app on a phone) on a chat with the customer, the message typed
 * (docs/screens.md#payments-receipts-and-collection). One button for every screen: customer rows and cards,
 * invoices, receipts.
 */
export function WhatsAppLink({
  phone,
  text,
  name,
  layout = 'card',
  label = t.label,
  className,
}: WhatsAppLinkProps) {
  // WhatsApp lives on mobiles; a landline (01, 04–09) gets no button (the domain's rule).
  if (!phone || !isLebaneseMobile(phone)) return null;
  const row = layout === 'row';
  const classes = ['btn', 'btn-outline-success', 'app-icon-button', row ? 'btn-sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <a
      href={whatsAppLink(phone, text)}
      target="_blank"
      rel="noopener"
      className={classes}
      aria-label={label}
      title={name ? t.sendTo(name) : undefined}
    >
      <WhatsAppIcon size={row ? 16 : 18} />
      {!row && label}
    </a>
  );
}
