import { useState } from 'react';
import { isLebaneseMobile, whatsAppLink } from '@kahraba/billing-domain';
import { notifyFailure } from '../../lib/notify-failure';
import { toast } from '../toast';
import { invoiceWhatsAppTextOf, type StatementMessage } from './invoice-message';
import { whatsAppMessages as t } from './messages';
import { WhatsAppIcon } from './whatsapp-icon';

/** The statement fields the button needs: the message's, and whom it goes to. */
type WhatsAppStatement = StatementMessage & { phone: string | null; whatsApp: boolean };

export interface WhatsAppStatementButtonProps {
  /** The customer's phone as the list shows it; without one, or for a landline, nothing is shown. */
  phone: string | null | undefined;
  /** Who receives it, for the tooltip. */
  name: string;
  /** Reads the customer's statement of account from the server, now. */
  loadStatement: () => Promise<WhatsAppStatement>;
  /** 'row': a small icon button of a table row; 'card': a labelled button of a phone card. */
  layout?: 'row' | 'card';
}

/**
 * The WhatsApp button of a customer row or card (docs/business-rules.md#the-statement-of-account): on a
 * click it reads the customer's statement and sends the invoice page's own message (invoiceWhatsAppTextOf),
 * so a list loaded before the 25th, a payment or a rate change never sends a stale month or amount. The tab
 * is opened within the click, so that no pop-up blocker stops it, and pointed at WhatsApp once the
 * statement is read.
 */
export function WhatsAppStatementButton({
  phone,
  name,
  loadStatement,
  layout = 'card',
}: WhatsAppStatementButtonProps) {
  const [pending, setPending] = useState(false);
  if (!phone || !isLebaneseMobile(phone)) return null;
  const row = layout === 'row';

  async function send(): Promise<void> {
    const tab = window.open('', '_blank');
    setPending(true);
    try {
      const statement = await loadStatement();
      if (!statement.phone || !statement.whatsApp) {
        // The phone was changed to a landline since the list was read.
        tab?.close();
        toast({ variant: 'destructive', title: t.loadFailed, description: t.noMobile });
        return;
      }
      const url = whatsAppLink(statement.phone, invoiceWhatsAppTextOf(statement));
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        // A blocked pop-up: WhatsApp in this tab rather than nothing.
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      notifyFailure(error, t.loadFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className={['btn', 'btn-outline-success', 'app-icon-button', row ? 'btn-sm' : '']
        .filter(Boolean)
        .join(' ')}
      aria-label={t.label}
      title={t.sendTo(name)}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => void send()}
    >
      <WhatsAppIcon size={row ? 16 : 18} />
      {!row && t.label}
    </button>
  );
}
