import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { RestoreIcon } from '../../../components/icons';
import { VirtualTableBody } from '../../../components/virtual-table';
import { formatCustomerNumber, formatDateTime, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { ArchivedAmpereRecord } from '../../../types/ampere';
import { archiveMessages as t } from '../messages';

const COLUMNS = Object.keys(t.columns) as (keyof typeof t.columns)[];

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
    <div className="app-table-wrap">
      <Table hover className="app-data-table app-archive-table" aria-label={t.table}>
        <colgroup>
          <col style={{ width: '6.5rem' }} />
          <col />
          <col style={{ width: '5.5rem' }} />
          <col style={{ width: '5.5rem' }} />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '7.5rem' }} />
          <col />
          <col style={{ width: '9.5rem' }} />
          <col style={{ width: '7.5rem' }} />
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        {records.length === 0 ? (
          <tbody>
            <tr className="app-empty-row">
              <td colSpan={COLUMNS.length}>{emptyText}</td>
            </tr>
          </tbody>
        ) : (
          <VirtualTableBody
            items={records}
            rowHeight={44}
            columnCount={COLUMNS.length}
            getKey={(record) => record.id}
            renderRow={(record) => (
              <ArchivedRow record={record} restoring={restoringId === record.id} onRestore={onRestore} />
            )}
          />
        )}
      </Table>
    </div>
  );
}
