import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { CheckIcon, EditIcon, PrintIcon, TrashIcon } from '../../../components/icons';
import { PaymentBadge } from '../../../components/payment-badge';
import { PaymentButtons } from '../../../components/payments';
import { WhatsAppStatementButton } from '../../../components/whatsapp-link';
import { formatLebanesePhone } from '@kahraba/billing-domain';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { KwhCustomer } from '../../../types/kwh';
import { fetchKwhStatement } from '../api/get-kwh-invoice';
import { kwhMessages as t } from '../kwh-messages';
import type { KwhCustomerActions } from './kwh-customer-actions';

export interface KwhCustomerRowProps {
  customer: KwhCustomer;
  actions: KwhCustomerActions;
}

/** One customer of a metered group (spec 001 §2.3): who (name, #number, box, address), the consumption,
 * the subscription fee, the insurance, the amounts, and the actions (mark paid last, only for the unpaid,
 * so that the other buttons stay in the same place on every row). */
export const KwhCustomerRow = memo(function KwhCustomerRow({ customer, actions }: KwhCustomerRowProps) {
  const details = [formatCustomerNumber(customer.customerNumber), customer.box && `علبة ${customer.box}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr>
      <td
        title={[customer.name, details, customer.address, formatLebanesePhone(customer.phone)]
          .filter(Boolean)
          .join(' · ')}
      >
        <span className="fw-semibold" dir="auto">
          {customer.name}
        </span>{' '}
        <span className="text-secondary small ms-2">
          <bdi dir="ltr">{formatCustomerNumber(customer.customerNumber)}</bdi>
          {customer.box && ` · علبة ${customer.box}`}
          {customer.address && (
            <>
              {' · '}
              <span dir="auto">{customer.address}</span>
            </>
          )}
          {customer.phone && (
            <>
              {' · '}
              <bdi dir="ltr">{formatLebanesePhone(customer.phone)}</bdi>
            </>
          )}
        </span>
      </td>
      <td
        className="app-num"
        title={t.readingsLine(formatQuantity(customer.previousKwh), formatQuantity(customer.currentKwh))}
      >
        <span className="fw-semibold">{formatQuantity(customer.consumption)}</span>{' '}
        <bdi dir="ltr" className="text-secondary small ms-2">
          {formatQuantity(customer.previousKwh)} → {formatQuantity(customer.currentKwh)}
        </bdi>
      </td>
      <td className="app-num">{formatUsd(customer.subscriptionFee)}</td>
      <td className="app-num">{formatUsd(customer.insurance)}</td>
      <td className="app-num fw-semibold">{formatUsd(customer.totalAmount)}</td>
      <td>
        <div className="d-flex align-items-center gap-2">
          <span className="app-num flex-grow-1">{formatUsd(customer.amountPaid)}</span>
          <PaymentBadge isPaid={customer.isPaid} />
        </div>
      </td>
      <td className="app-num">{formatUsd(customer.outstandingBalance)}</td>
      <td>
        <div className="d-flex gap-1">
          <PaymentButtons
            layout="row"
            name={customer.name}
            onTake={() => actions.takePayment(customer)}
            onHistory={() => actions.showPayments(customer)}
          />
          <WhatsAppStatementButton
            layout="row"
            phone={customer.phone}
            name={customer.name}
            loadStatement={() => fetchKwhStatement(customer.system, customer.id)}
          />
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t.editCustomer(customer.name)}
            title={t.editCustomer(customer.name)}
            onClick={() => actions.edit(customer)}
          >
            <EditIcon size={16} />
          </Button>
          <Link
            to={actions.invoiceHref(customer)}
            target="_blank"
            rel="noopener"
            className="btn btn-sm btn-outline-secondary"
            aria-label={t.printInvoice(customer.name)}
            title={t.printInvoice(customer.name)}
          >
            <PrintIcon size={16} />
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t.deleteCustomer(customer.name)}
            title={t.deleteCustomer(customer.name)}
            onClick={() => actions.remove(customer)}
          >
            <TrashIcon size={16} />
          </Button>
          {!customer.isPaid && (
            <Button
              size="sm"
              variant="outline-success"
              aria-label={t.markCustomerPaid(customer.name)}
              title={t.markCustomerPaid(customer.name)}
              onClick={() => actions.markPaid(customer)}
            >
              <CheckIcon size={16} />
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
});
