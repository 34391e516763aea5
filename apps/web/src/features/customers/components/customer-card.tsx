import { memo, useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { CustomerCard as Card, CustomerCardLine } from '../../../components/customer-card';
import { CheckIcon, EditIcon, PrintIcon, TrashIcon } from '../../../components/icons';
import { PaymentButtons } from '../../payments';
import { WhatsAppStatementButton } from '../../../components/whatsapp-link';
import { ampereMessages, kwhMessages as t } from '../messages';
import type { ListedCustomer } from './customer-kinds';
import {
  cellsOf,
  CutOffButton,
  CutOffMark,
  historyPathOf,
  statementOf,
  type CustomerRowProps,
} from './customer-row';

/** One customer of any tariff kind on a phone: the name on top, the amounts, its kind's line, and the
 * actions as buttons a thumb can hit. Where the amount paid is edited in place, "pay" edits it inside the
 * card, and the card scrolls so its name stays in view. */
function CustomerCardOf<T extends ListedCustomer>(props: CustomerRowProps<T>) {
  const { customer, kind, editingField, actions, justAdded } = props;
  const { meta, figures, line } = kind.card(customer, cellsOf(props));
  const cardRef = useRef<HTMLElement>(null);
  const paying = editingField === 'amountPaid';
  useEffect(() => {
    if (paying) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [paying]);

  return (
    <Card
      ref={cardRef}
      name={{ text: customer.name, id: `${kind.className}-card-${customer.id}` }}
      meta={meta}
      isPaid={customer.isPaid}
      figures={figures}
      className={justAdded ? 'app-just-added' : undefined}
    >
      {justAdded && <p className="app-just-added-note mb-2">{t.justAdded}</p>}
      {customer.cutOff && (
        <p className="mb-2">
          <CutOffMark customer={customer} />
        </p>
      )}
      <CustomerCardLine address={customer.address}>{line}</CustomerCardLine>
      <div className="app-record-card-actions app-payment-card-actions">
        <PaymentButtons
          layout="card"
          name={customer.name}
          onTake={() => actions.takePayment(customer)}
          onHistory={() => actions.showPayments(customer)}
        />
        {kind.whatsApp && (
          <WhatsAppStatementButton
            phone={customer.phone}
            name={customer.name}
            loadStatement={statementOf(customer)}
          />
        )}
      </div>
      <div className="app-record-card-actions">
        {kind.editLabels && actions.startEdit && (
          <Button
            variant="outline-success"
            aria-label={ampereMessages.payRecord(customer.name)}
            onClick={() => actions.startEdit?.(customer.id, 'amountPaid')}
            disabled={paying}
          >
            {ampereMessages.pay}
          </Button>
        )}
        {actions.markPaid && !customer.isPaid && (
          <Button
            variant="outline-success"
            aria-label={t.markCustomerPaid(customer.name)}
            onClick={() => actions.markPaid?.(customer)}
          >
            <CheckIcon size={18} />
            {t.markPaid}
          </Button>
        )}
        <Button
          variant="outline-primary"
          aria-label={t.editCustomer(customer.name)}
          onClick={() => actions.edit(customer)}
        >
          <EditIcon size={18} />
          {t.edit}
        </Button>
        {kind.invoiceHref && (
          <Link
            to={kind.invoiceHref(customer)}
            target="_blank"
            rel="noopener"
            className="btn btn-outline-secondary"
            aria-label={t.printInvoice(customer.name)}
          >
            <PrintIcon size={18} />
            {t.invoice}
          </Link>
        )}
        <Link
          to={historyPathOf(customer)}
          className="btn btn-outline-secondary"
          aria-label={t.customerHistory(customer.name)}
        >
          {t.history}
        </Link>
        <Button
          variant="outline-danger"
          aria-label={t.deleteCustomer(customer.name)}
          onClick={() => actions.remove(customer)}
        >
          <TrashIcon size={18} />
          {t.remove}
        </Button>
        <CutOffButton customer={customer} onClick={actions.cutOff} />
      </div>
    </Card>
  );
}

export const CustomerCard = memo(CustomerCardOf) as typeof CustomerCardOf;
