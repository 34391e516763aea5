import { memo } from 'react';
import { DataTable } from '../../../components/data-table';
import { RestoreButton } from '../../../components/archive';
import { CustomerCard, CustomerCardLine } from '../../../components/customer-card';
import { componentMessages } from '../../../components/messages';
import { formatCustomerNumber, formatDateTime, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { ArchivedAmpereRecord } from '../../../types/ampere';
import { archiveMessages as t } from '../messages';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  customerNumber: '6.5rem',
  box: '5.5rem',
  ampere: '5.5rem',
  amount: '6.5rem',
  amountPaid: '7.5rem',
  deletedAt: '9.5rem',
  actions: '7.5rem',
};

export interface ArchivedTableProps {
  records: readonly ArchivedAmpereRecord[];
  emptyText: string;
  restoringId: string | null;
  onRestore: (record: ArchivedAmpereRecord) => void;
}

const ArchivedRow = memo(function ArchivedRow({
  record,
  restoring,
  onRestore,
}: {
  record: ArchivedAmpereRecord;
  restoring: boolean;
  onRestore: (record: ArchivedAmpereRecord) => void;
}) {
  return (
    <tr>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(record.customerNumber)}</td>
      <td title={record.name}>
        <span dir="auto">{record.name}</span>
      </td>
      <td>
        <span dir="auto">{record.box}</span>
      </td>
      <td className="app-num">{formatQuantity(record.ampere)}</td>
      <td className="app-num">{formatUsd(record.amount)}</td>
      <td className="app-num">{formatUsd(record.amountPaid)}</td>
      <td title={record.address ?? undefined}>
        <span dir="auto">{record.address}</span>
      </td>
      <td className="app-num">{formatDateTime(record.deletedAt)}</td>
      <td>
        <RestoreButton name={record.name} restoring={restoring} onRestore={() => onRestore(record)} />
      </td>
    </tr>
  );
});

type RowProps = {
  record: ArchivedAmpereRecord;
  restoring: boolean;
  onRestore: (record: ArchivedAmpereRecord) => void;
};

/** One deleted customer on a phone: the name, what they owed, when they were deleted, and restore. */
const ArchivedCard = memo(function ArchivedCard({ record, restoring, onRestore }: RowProps) {
  return (
    <CustomerCard
      name={{ text: record.name, id: `archived-card-${record.id}` }}
      meta={<bdi dir="auto">{t.customerLabel(formatCustomerNumber(record.customerNumber), record.box)}</bdi>}
      isPaid={record.isPaid}
      figures={[
        { label: t.columns.amount, value: formatUsd(record.amount), strong: true },
        { label: t.columns.amountPaid, value: formatUsd(record.amountPaid) },
        { label: t.balance, value: formatUsd(record.outstandingBalance) },
      ]}
    >
      <CustomerCardLine address={record.address}>
        {componentMessages.archive.deletedOn(formatDateTime(record.deletedAt))}
      </CustomerCardLine>
      <div className="app-record-card-actions">
        <RestoreButton
          name={record.name}
          restoring={restoring}
          onRestore={() => onRestore(record)}
          size="card"
        />
      </div>
    </CustomerCard>
  );
});

/** Number, name, box, ampere, amount, amount paid, address, deletion date, restore. */
export function ArchivedTable({ records, emptyText, restoringId, onRestore }: ArchivedTableProps) {
  return (
    <DataTable
      label={t.table}
      className="app-archive-table"
      headers={t.columns}
      widths={WIDTHS}
      items={records}
      emptyText={emptyText}
      renderRow={(record) => (
        <ArchivedRow record={record} restoring={restoringId === record.id} onRestore={onRestore} />
      )}
      renderCard={(record) => (
        <ArchivedCard record={record} restoring={restoringId === record.id} onRestore={onRestore} />
      )}
    />
  );
}
