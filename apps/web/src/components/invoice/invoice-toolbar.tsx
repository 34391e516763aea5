import Button from 'react-bootstrap/Button';
import { ButtonLink } from '../button-link';
import { PrintIcon } from '../icons';
import { componentMessages as t } from '../messages';
import { invoiceWhatsAppTextOf, WhatsAppLink } from '../whatsapp-link';
import type { Statement } from './statement';

/** What the toolbar sends of a loaded invoice: its statement of account (the customer's phone too). */
interface ToolbarInvoice {
  statement: Statement;
}

export interface InvoiceToolbarProps {
  back: { to: string; label: string };
  /** Undefined while the invoice loads: print waits for it, WhatsApp is not offered yet. */
  invoice: ToolbarInvoice | undefined;
}

/** The single invoice page's tools, for every billing system: back, print, and the
 * invoice as a WhatsApp message (mobiles only), from the statement of account. Not printed. */
export function InvoiceToolbar({ back, invoice }: InvoiceToolbarProps) {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2 mb-3 d-print-none">
      <ButtonLink to={back.to} variant="outline-secondary">
        {back.label}
      </ButtonLink>
      <Button
        variant="primary"
        className="app-icon-button"
        onClick={() => window.print()}
        disabled={!invoice}
      >
        <PrintIcon size={18} />
        {t.print.button}
      </Button>
      {invoice && (
        <WhatsAppLink
          phone={invoice.statement.whatsApp ? invoice.statement.phone : null}
          name={invoice.statement.name}
          text={invoiceWhatsAppTextOf(invoice.statement)}
        />
      )}
    </div>
  );
}
