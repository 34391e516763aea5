import type { ReactNode } from 'react';
import { formatLebanesePhone } from '@kahraba/billing-domain';
import { paths } from '../../../config/route-paths';
import type { CellKind } from '../../../components/inline-edit-cell';
import type { CustomerCardFigure } from '../../../components/customer-card';
import { PaymentBadge } from '../../../components/payment-badge';
import { customerText as text } from '../../../lib/customer-text';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import type { KwhCustomer } from '../../../types/kwh';
import { ampereMessages as ta, kwhMessages as tk } from '../messages';
import type { EditableField } from '../lib/record-fields';
import { kwhInvoicePath } from '../../../config/metered-system-paths';
import type { CustomerList } from '../api/customers-api';
import { flatForm, meteredForm } from './tariff-kinds';

export type ListedCustomer = AmpereRecord | KwhCustomer;

/** A cell of a row: edited in place where the kind allows it (`cell('ampere', 'decimal', '3')`), else
 * its `display`; `text` is the value as shown when it is not the stored one (a formatted phone). */
export type Cell = (field: EditableField, kind: CellKind, display?: ReactNode, text?: string) => ReactNode;

/** How a tariff kind lists its customers (ARCHITECTURE: a tariff kind is a strategy, not a folder): the
 * table's columns and what a row, a card and a copy button show of a customer; the rows, cards, actions
 * and table around them are one code path for every kind. */
export interface CustomerListKind<T extends ListedCustomer> {
  label: string;
  className: string;
  headers: Record<string, string>;
  widths: Partial<Record<string, string>>;
  copyValues: Partial<Record<string, (customer: T) => string>>;
  /** The `<td>`s of a row before its actions. */
  cells: (customer: T, cell: Cell) => ReactNode;
  card: (customer: T, cell: Cell) => { meta: ReactNode; figures: CustomerCardFigure[]; line: ReactNode };
  /** Where the customer's single invoice prints; a kind without one has no print button. */
  invoiceHref?: (customer: T) => string;
  /** The WhatsApp button sends the customer's statement. */
  whatsApp: boolean;
  /** The cells edited in place; on a phone "pay" edits the amount paid in the card. */
  editLabels?: Record<EditableField, string>;
  /** The same kind's forms and dialogs: its fields, paste and import columns (tariff-kinds). */
  form: T extends AmpereRecord ? typeof flatForm : typeof meteredForm;
  /** The rows of this kind in a list the server answered (another kind's list has none). */
  rowsOf: (list: CustomerList) => readonly T[];
}

/** A copy button on every column of `headers` a customer has a text for (not the actions). */
const copyOf = <T extends ListedCustomer>(headers: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(headers)
      .filter((column) => column in text)
      .map((column) => [column, text[column as keyof typeof text]]),
  ) as Partial<Record<string, (customer: T) => string>>;

const phoneOf = (phone: string | null) =>
  phone && (
    <>
      {' · '}
      <bdi dir="ltr">{formatLebanesePhone(phone)}</bdi>
    </>
  );
const readings = (customer: KwhCustomer) => (
  <bdi dir="ltr">
    {formatQuantity(customer.previousKwh)} → {formatQuantity(customer.currentKwh)}
  </bdi>
);
const metaOf = (customer: ListedCustomer) => (
  <bdi dir="auto">{tk.customerLine(formatCustomerNumber(customer.customerNumber), customer.box)}</bdi>
);

/** Flat: amperes × price, every cell but the amount edited in place. */
export const flatKind: CustomerListKind<AmpereRecord> = {
  form: flatForm,
  rowsOf: (list) => (list.tariff === 'flat' ? list.rows : []),
  label: ta.recordsTable,
  className: 'app-ampere-table',
  headers: ta.columns,
  widths: {
    customerNumber: '6.5rem',
    box: '6rem',
    ampere: '6rem',
    amperePrice: '6.5rem',
    amount: '7rem',
    amountPaid: '11rem',
    phone: '8.5rem',
    actions: '15rem',
  },
  copyValues: copyOf(ta.columns),
  editLabels: ta.columns,
  whatsApp: true,
  invoiceHref: (record) => `${paths.invoice}?id=${encodeURIComponent(record.id)}`,
  cells: (record, cell) => (
    <>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(record.customerNumber)}</td>
      <td title={record.name}>{cell('name', 'text')}</td>
      <td>{cell('box', 'text')}</td>
      <td className="app-num">{cell('ampere', 'decimal', formatQuantity(record.ampere))}</td>
      <td className="app-num">{cell('amperePrice', 'optional-decimal', formatUsd(record.amperePrice))}</td>
      <td className="app-num fw-semibold">{formatUsd(record.amount)}</td>
      <td>
        <div className="d-flex align-items-center gap-2">
          <div className="app-num flex-grow-1 min-w-0">
            {cell('amountPaid', 'decimal', formatUsd(record.amountPaid))}
          </div>
          <PaymentBadge isPaid={record.isPaid} />
        </div>
      </td>
      <td title={record.address ?? undefined}>{cell('address', 'text')}</td>
      <td className="app-num">
        {/* named and edited as shown ('03 123 456'), not as stored ('+9613123456') */}
        {cell(
          'phone',
          'text',
          record.phone && <bdi dir="ltr">{formatLebanesePhone(record.phone)}</bdi>,
          record.phone ? formatLebanesePhone(record.phone) : '',
        )}
      </td>
    </>
  ),
  card: (record, cell) => ({
    meta: metaOf(record),
    figures: [
      { label: ta.columns.amount, value: formatUsd(record.amount), strong: true },
      { label: ta.columns.amountPaid, value: cell('amountPaid', 'decimal', formatUsd(record.amountPaid)) },
      { label: ta.balance, value: formatUsd(record.outstandingBalance) },
    ],
    line: (
      <>
        {ta.ampereAtPrice(formatQuantity(record.ampere), formatUsd(record.amperePrice))}
        {phoneOf(record.phone)}
      </>
    ),
  }),
};

const meteredRowsOf = (list: CustomerList): readonly KwhCustomer[] =>
  list.tariff === 'metered' ? list.rows : [];

/** Metered, a group: who in one cell, the consumption with its readings, the fee, the
 * insurance, the amounts; mark paid for the unpaid. */
export const meteredKind: CustomerListKind<KwhCustomer> = {
  form: meteredForm,
  rowsOf: meteredRowsOf,
  label: tk.customersTable,
  className: 'app-kwh-table',
  headers: tk.columns,
  widths: {
    consumption: '11rem',
    subscriptionFee: '7.5rem',
    insurance: '6.5rem',
    totalAmount: '8rem',
    amountPaid: '10rem',
    outstandingBalance: '7rem',
    actions: '16.5rem',
  },
  copyValues: { ...copyOf(tk.columns), customer: text.name },
  whatsApp: true,
  invoiceHref: (customer) => kwhInvoicePath(customer.system, customer.id),
  cells: (customer) => (
    <>
      <td
        title={[
          customer.name,
          tk.customerLine(formatCustomerNumber(customer.customerNumber), customer.box),
          customer.address,
          formatLebanesePhone(customer.phone),
        ]
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
          {phoneOf(customer.phone)}
        </span>
      </td>
      <td
        className="app-num"
        title={tk.readingsLine(formatQuantity(customer.previousKwh), formatQuantity(customer.currentKwh))}
      >
        <span className="fw-semibold">{formatQuantity(customer.consumption)}</span>{' '}
        <span className="text-secondary small ms-2">{readings(customer)}</span>
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
    </>
  ),
  card: (customer) => ({
    meta: metaOf(customer),
    figures: [
      { label: tk.columns.totalAmount, value: formatUsd(customer.totalAmount), strong: true },
      { label: tk.columns.amountPaid, value: formatUsd(customer.amountPaid) },
      { label: tk.columns.outstandingBalance, value: formatUsd(customer.outstandingBalance) },
    ],
    line: (
      <>
        {tk.kwh(formatQuantity(customer.consumption))}{' '}
        <bdi dir="ltr">
          ({formatQuantity(customer.previousKwh)} → {formatQuantity(customer.currentKwh)})
        </bdi>
        {' · '}
        {tk.columns.subscriptionFee} <bdi dir="ltr">{formatUsd(customer.subscriptionFee)}</bdi>
        {' · '}
        {tk.columns.insurance} <bdi dir="ltr">{formatUsd(customer.insurance)}</bdi>
        {phoneOf(customer.phone)}
      </>
    ),
  }),
};

/** Metered, the generic list: every field in its own column, a copy button on each;
 * the whole table fits a 1280 px desk (wide screens have no sideways scroller: the header sticks). */
export const meteredListKind: CustomerListKind<KwhCustomer> = {
  form: meteredForm,
  rowsOf: meteredRowsOf,
  label: tk.genericTable,
  className: 'app-kwh-list-table',
  headers: tk.genericColumns,
  widths: {
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
  },
  copyValues: copyOf(tk.genericColumns),
  whatsApp: false,
  cells: (customer) => (
    <>
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
    </>
  ),
  card: (customer) => ({
    meta: metaOf(customer),
    figures: [
      { label: tk.genericColumns.totalAmount, value: formatUsd(customer.totalAmount), strong: true },
      { label: tk.genericColumns.amountPaid, value: formatUsd(customer.amountPaid) },
      { label: tk.genericColumns.consumption, value: formatQuantity(customer.consumption) },
    ],
    line: (
      <>
        {readings(customer)}
        {' × '}
        <bdi dir="ltr">{formatUsd(customer.pricePerKwh)}</bdi>
        {' · '}
        {formatQuantity(customer.ampere)} {tk.ampere}
      </>
    ),
  }),
};
