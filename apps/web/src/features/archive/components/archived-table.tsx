import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable } from '../../../components/data-table';
import { RestoreIcon } from '../../../components/icons';
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
      <td title={record.name}>{record.name}</td>
      <td>{record.box}</td>
      <td className="app-num">{formatQuantity(record.ampere)}</td>
      <td className="app-num">{formatUsd(record.amount)}</td>
      <td className="app-num">{formatUsd(record.amountPaid)}</td>
      <td title={record.address ?? undefined}>{record.address}</td>
      <td className="app-num">{formatDateTime(record.deletedAt)}</td>
      <td>
        <Button
          size="sm"
          variant="outline-success"
          className="app-icon-button"
          aria-label={t.restoreLabel(record.name)}
          disabled={restoring}
          onClick={() => onRestore(record)}
        >
          <RestoreIcon size={16} />
          {t.restore}
        </Button>
      </td>
    </tr>
  );
});

/** spec 000 §2.9: number, name, box, ampere, amount, amount paid, address, deletion date, restore. */
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
    />
  );
}
