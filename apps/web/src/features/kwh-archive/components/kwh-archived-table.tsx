import { memo } from 'react';
import { RestoreButton } from '../../../components/archive';
import { CustomerCard, CustomerCardLine } from '../../../components/customer-card';
import { DataTable } from '../../../components/data-table';
import { componentMessages } from '../../../components/messages';
import { formatCustomerNumber, formatDateTime, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { ArchivedKwhCustomer } from '../api/get-archived-kwh-customers';
import { kwhArchiveMessages as t } from '../messages';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  customerNumber: '6.5rem',
  box: '5rem',
  ampere: '5rem',
  previousKwh: '7.5rem',
  currentKwh: '7.5rem',
  totalAmount: '7.5rem',
  deletedAt: '9.5rem',
  deletionReason: '8rem',
  actions: '7.5rem',
};

interface RowProps {
  customer: ArchivedKwhCustomer;
  restoring: boolean;
  onRestore: (customer: ArchivedKwhCustomer) => void;
}

const ArchivedRow = memo(function ArchivedRow({ customer, restoring, onRestore }: RowProps) {
  return (
    <tr>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(customer.customerNumber)}</td>
      <td title={customer.name}>
        <span dir="auto">{customer.name}</span>
      </td>
      <td>
        <span dir="auto">{customer.box}</span>
      </td>
      <td className="app-num">{formatQuantity(customer.ampere)}</td>
      <td className="app-num">{formatQuantity(customer.previousKwh)}</td>
      <td className="app-num">{formatQuantity(customer.currentKwh)}</td>
      <td className="app-num">{formatUsd(customer.totalAmount)}</td>
      <td className="app-num">{formatDateTime(customer.deletedAt)}</td>
      <td>{t.reason(customer.deletionReason)}</td>
      <td>
        <RestoreButton name={customer.name} restoring={restoring} onRestore={() => onRestore(customer)} />
      </td>
    </tr>
  );
});

/** One deleted customer on a phone: readings, total, when and why deleted, and restore. */
const ArchivedCard = memo(function ArchivedCard({ customer, restoring, onRestore }: RowProps) {
  return (
    <CustomerCard
      name={{ text: customer.name, id: `kwh-archived-card-${customer.id}` }}
      meta={
        <bdi dir="auto">{t.customerLabel(formatCustomerNumber(customer.customerNumber), customer.box)}</bdi>
      }
      isPaid={customer.isPaid}
      figures={[
        { label: t.columns.previousKwh, value: formatQuantity(customer.previousKwh) },
        { label: t.columns.currentKwh, value: formatQuantity(customer.currentKwh) },
        { label: t.columns.totalAmount, value: formatUsd(customer.totalAmount), strong: true },
      ]}
    >
      <CustomerCardLine address={customer.address}>
        {componentMessages.archive.deletedOn(formatDateTime(customer.deletedAt))} ·{' '}
        {t.reason(customer.deletionReason)}
      </CustomerCardLine>
      <div className="app-record-card-actions">
        <RestoreButton
          name={customer.name}
          restoring={restoring}
          onRestore={() => onRestore(customer)}
          size="card"
        />
      </div>
    </CustomerCard>
  );
});

export interface KwhArchivedTableProps {
  label: string;
  customers: readonly ArchivedKwhCustomer[];
  emptyText: string;
  restoringId: string | null;
  onRestore: (customer: ArchivedKwhCustomer) => void;
}

/** Number, name, box, ampere, previous, current, total, deletion date, reason, restore. */
export function KwhArchivedTable({
  label,
  customers,
  emptyText,
  restoringId,
  onRestore,
}: KwhArchivedTableProps) {
  return (
    <DataTable
      label={label}
      className="app-kwh-archive-table"
      headers={t.columns}
      widths={WIDTHS}
      items={customers}
      emptyText={emptyText}
      renderRow={(customer) => (
        <ArchivedRow customer={customer} restoring={restoringId === customer.id} onRestore={onRestore} />
      )}
      renderCard={(customer) => (
        <ArchivedCard customer={customer} restoring={restoringId === customer.id} onRestore={onRestore} />
      )}
    />
  );
}
