import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { CustomerCard, CustomerCardLine } from '../../../components/customer-card';
import { DataTable } from '../../../components/data-table';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PaymentBadge } from '../../../components/payment-badge';
import { PaymentButtons } from '../../../components/payments';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { KwhCustomer } from '../../../types/kwh';
import { kwhCustomerText } from '../lib/kwh-customer-text';
import { kwhMessages as t } from '../kwh-messages';

// The whole table fits a 1280 px desk (wide screens have no sideways scroller: the header sticks).
const WIDTHS: Partial<Record<keyof typeof t.genericColumns, string>> = {
  customerNumber: '5.5rem',
  name: '10rem',
  box: '4.5rem',
  ampere: '4.5rem',
  previousKwh: '5.5rem',
  currentKwh: '5.5rem',
  consumption: '5.5rem',
  pricePerKwh: '5rem',
  totalAmount: '6rem',
  amountPaid: '6rem',
  status: '6rem',
  actions: '10rem',
};

export interface KwhListActions {
  edit: (customer: KwhCustomer) => void;
  remove: (customer: KwhCustomer) => void;
  /** issue 11: the take-payment and payment-history dialogs (components/payments). */
  takePayment: (customer: KwhCustomer) => void;
  showPayments: (customer: KwhCustomer) => void;
}

interface ItemProps {
  customer: KwhCustomer;
  actions: KwhListActions;
}

const ListRow = memo(function ListRow({ customer, actions }: ItemProps) {
  return (
    <tr>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(customer.customerNumber)}</td>
      <td title={customer.name} dir="auto">
        {customer.name}
      </td>
      <td>{customer.box}</td>
      <td className="app-num">{formatQuantity(customer.ampere)}</td>
      <td className="app-num">{formatQuantity(customer.previousKwh)}</td>
      <td className="app-num">{formatQuantity(customer.currentKwh)}</td>
      <td className="app-num fw-semibold">{formatQuantity(customer.consumption)}</td>
      <td className="app-num">{formatUsd(customer.pricePerKwh)}</td>
      <td className="app-num fw-semibold">{formatUsd(customer.totalAmount)}</td>
      <td className="app-num">{formatUsd(customer.amountPaid)}</td>
      <td>
        <PaymentBadge isPaid={customer.isPaid} />
      </td>
      <td title={customer.address ?? undefined} dir="auto">
        {customer.address}
      </td>
      <td>
        <div className="d-flex gap-1">
          <PaymentButtons
            layout="row"
            name={customer.name}
            onTake={() => actions.takePayment(customer)}
            onHistory={() => actions.showPayments(customer)}
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
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t.deleteCustomer(customer.name)}
            title={t.deleteCustomer(customer.name)}
            onClick={() => actions.remove(customer)}
          >
            <TrashIcon size={16} />
          </Button>
        </div>
      </td>
    </tr>
  );
});

const ListCard = memo(function ListCard({ customer, actions }: ItemProps) {
  return (
    <CustomerCard
      name={{ text: customer.name, id: `kwh-list-card-${customer.id}` }}
      meta={
        <bdi dir="auto">{t.customerLine(formatCustomerNumber(customer.customerNumber), customer.box)}</bdi>
      }
      isPaid={customer.isPaid}
      figures={[
        { label: t.genericColumns.totalAmount, value: formatUsd(customer.totalAmount), strong: true },
        { label: t.genericColumns.amountPaid, value: formatUsd(customer.amountPaid) },
        { label: t.genericColumns.consumption, value: formatQuantity(customer.consumption) },
      ]}
    >
      <CustomerCardLine address={customer.address}>
        <bdi dir="ltr">
          {formatQuantity(customer.previousKwh)} → {formatQuantity(customer.currentKwh)}
        </bdi>
        {' × '}
        <bdi dir="ltr">{formatUsd(customer.pricePerKwh)}</bdi>
        {' · '}
        {formatQuantity(customer.ampere)} {t.ampere}
      </CustomerCardLine>
      <div className="app-record-card-actions app-payment-card-actions">
        <PaymentButtons
          layout="card"
          name={customer.name}
          onTake={() => actions.takePayment(customer)}
          onHistory={() => actions.showPayments(customer)}
        />
      </div>
      <div className="app-record-card-actions">
        <Button
          variant="outline-primary"
          aria-label={t.editCustomer(customer.name)}
          onClick={() => actions.edit(customer)}
        >
          <EditIcon size={18} />
          {t.edit}
        </Button>
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

export interface KwhListTableProps {
  customers: readonly KwhCustomer[];
  emptyText: string;
  actions: KwhListActions;
}

/** The generic kWh list (spec 001 §2.2): a copy button on every column but the actions. */
export function KwhListTable({ customers, emptyText, actions }: KwhListTableProps) {
  const { actions: _none, ...copyable } = t.genericColumns;
  return (
    <DataTable
      label={t.genericTable}
      className="app-kwh-list-table"
      headers={t.genericColumns}
      widths={WIDTHS}
      copyValues={Object.fromEntries(
        (Object.keys(copyable) as (keyof typeof copyable)[]).map((column) => [
          column,
          kwhCustomerText[column],
        ]),
      )}
      items={customers}
      emptyText={emptyText}
      renderRow={(customer) => <ListRow customer={customer} actions={actions} />}
      renderCard={(customer) => <ListCard customer={customer} actions={actions} />}
    />
  );
}
