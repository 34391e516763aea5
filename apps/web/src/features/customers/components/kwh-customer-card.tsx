import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { CustomerCard, CustomerCardLine } from '../../../components/customer-card';
import { PaymentButtons } from '../../../components/payments';
import { WhatsAppStatementButton } from '../../../components/whatsapp-link';
import { formatLebanesePhone } from '@kahraba/billing-domain';
import { CheckIcon, EditIcon, PrintIcon, TrashIcon } from '../../../components/icons';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import { kwhMessages as t } from '../kwh-messages';
import { fetchKwhStatement } from '../api/get-kwh-invoice';
import type { KwhCustomerRowProps } from './kwh-customer-row';

/** One customer on a phone: the name on top, the amounts, the consumption, and the actions as buttons a
 * thumb can hit. */
export const KwhCustomerCard = memo(function KwhCustomerCard({ customer, actions }: KwhCustomerRowProps) {
  return (
    <CustomerCard
      name={{ text: customer.name, id: `kwh-card-${customer.id}` }}
      meta={
        <bdi dir="auto">{t.customerLine(formatCustomerNumber(customer.customerNumber), customer.box)}</bdi>
      }
      isPaid={customer.isPaid}
      figures={[
        { label: t.columns.totalAmount, value: formatUsd(customer.totalAmount), strong: true },
        { label: t.columns.amountPaid, value: formatUsd(customer.amountPaid) },
        { label: t.columns.outstandingBalance, value: formatUsd(customer.outstandingBalance) },
      ]}
    >
      <CustomerCardLine address={customer.address}>
        {t.kwh(formatQuantity(customer.consumption))}{' '}
        <bdi dir="ltr">
          ({formatQuantity(customer.previousKwh)} → {formatQuantity(customer.currentKwh)})
        </bdi>
        {' · '}
        {t.columns.subscriptionFee} <bdi dir="ltr">{formatUsd(customer.subscriptionFee)}</bdi>
        {' · '}
        {t.columns.insurance} <bdi dir="ltr">{formatUsd(customer.insurance)}</bdi>
        {customer.phone && (
          <>
            {' · '}
            <bdi dir="ltr">{formatLebanesePhone(customer.phone)}</bdi>
          </>
        )}
      </CustomerCardLine>
      <div className="app-record-card-actions app-payment-card-actions">
        <PaymentButtons
          layout="card"
          name={customer.name}
          onTake={() => actions.takePayment(customer)}
          onHistory={() => actions.showPayments(customer)}
        />
        <WhatsAppStatementButton
          phone={customer.phone}
          name={customer.name}
          loadStatement={() => fetchKwhStatement(customer.system, customer.id)}
        />
      </div>
      <div className="app-record-card-actions">
        {!customer.isPaid && (
          <Button
            variant="outline-success"
            aria-label={t.markCustomerPaid(customer.name)}
            onClick={() => actions.markPaid(customer)}
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
        <Link
          to={actions.invoiceHref(customer)}
          target="_blank"
          rel="noopener"
          className="btn btn-outline-secondary"
          aria-label={t.printInvoice(customer.name)}
        >
          <PrintIcon size={18} />
          {t.invoice}
        </Link>
        <Button
          variant="outline-danger"
          aria-label={t.deleteCustomer(customer.name)}
          onClick={() => actions.remove(customer)}
        >
          <TrashIcon size={18} />
          {t.remove}
        </Button>
      </div>
    </CustomerCard>
  );
});
