import { memo, useCallback, useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { CopyColumnButton } from '../../../components/copy-column-button';
import { componentMessages } from '../../../components/messages';
import { InlineEditCell, useInlineEditing } from '../../../components/inline-edit-cell';
import { PaymentBadge } from '../../../components/payment-badge';
import { VirtualTableBody } from '../../../components/virtual-table';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd, plainAmount } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import type { TableEditableField } from '../api/update-record';
import { tableViewMessages as t } from '../messages';

type Column = keyof typeof t.columns;
const COLUMNS = Object.keys(t.columns) as Column[];

const COPY_VALUE: Record<Column, (record: AmpereRecord) => string> = {
  customerNumber: (record) => formatCustomerNumber(record.customerNumber),
  name: (record) => record.name,
  box: (record) => record.box ?? '',
  ampere: (record) => String(record.ampere),
  amperePrice: (record) => plainAmount(record.amperePrice),
  amount: (record) => plainAmount(record.amount),
  amountPaid: (record) => plainAmount(record.amountPaid),
  outstandingBalance: (record) => plainAmount(record.outstandingBalance),
  status: (record) => (record.isPaid ? componentMessages.paid : componentMessages.unpaid),
  address: (record) => record.address ?? '',
  month: (record) => record.month,
};

interface RowActions {
  startEdit: (id: string, field: TableEditableField) => void;
  stopEdit: (id: string, field: TableEditableField) => void;
  save: (record: AmpereRecord, field: TableEditableField, value: string | number) => void;
}

const MainRow = memo(function MainRow({
  record,
  editingField,
  actions,
}: {
  record: AmpereRecord;
  editingField: TableEditableField | null;
  actions: RowActions;
}) {
  const cell = (field: TableEditableField, kind: 'text' | 'decimal', display?: string) => (
    <InlineEditCell
      label={t.columns[field]}
      text={record[field] === null ? '' : String(record[field])}
      display={display}
      kind={kind}
      editing={editingField === field}
      onStartEdit={() => actions.startEdit(record.id, field)}
      onCancel={() => actions.stopEdit(record.id, field)}
      onSave={(value) => {
        actions.stopEdit(record.id, field);
        actions.save(record, field, value);
      }}
    />
  );
  return (
    <tr>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(record.customerNumber)}</td>
      <td title={record.name}>{cell('name', 'text')}</td>
      <td>{cell('box', 'text')}</td>
      <td className="app-num">{cell('ampere', 'decimal', formatQuantity(record.ampere))}</td>
      <td className="app-num">{formatUsd(record.amperePrice)}</td>
      <td className="app-num fw-semibold">{formatUsd(record.amount)}</td>
      <td className="app-num">{formatUsd(record.amountPaid)}</td>
      <td className="app-num">{formatUsd(record.outstandingBalance)}</td>
      <td>
        <PaymentBadge isPaid={record.isPaid} />
      </td>
      <td title={record.address ?? undefined}>{cell('address', 'text')}</td>
      <td className="app-num">{record.month}</td>
    </tr>
  );
});

export interface MainTableProps {
  records: readonly AmpereRecord[];
  emptyText: string;
  onSave: (record: AmpereRecord, field: TableEditableField, value: string | number) => void;
}

/** spec 000 §2.10: the columns of the main table; name, box, ampere and address edit in place. */
export function MainTable({ records, emptyText, onSave }: MainTableProps) {
  const { editing, start, stop } = useInlineEditing<TableEditableField>();
  const actions = useMemo<RowActions>(
    () => ({ startEdit: start, stopEdit: stop, save: onSave }),
    [start, stop, onSave],
  );
  const copyValues = useCallback((column: Column) => () => records.map(COPY_VALUE[column]), [records]);

  return (
    <div className="app-table-wrap">
      <Table hover className="app-data-table app-main-table" aria-label={t.table}>
        <colgroup>
          <col style={{ width: '6.5rem' }} />
          <col />
          <col style={{ width: '5.5rem' }} />
          <col style={{ width: '5.5rem' }} />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '7.5rem' }} />
          <col style={{ width: '7rem' }} />
          <col />
          <col style={{ width: '6rem' }} />
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                <span className="app-col-head">
                  {t.columns[column]}
                  <CopyColumnButton label={t.columns[column]} values={copyValues(column)} />
                </span>
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
              <MainRow
                record={record}
                editingField={editing?.rowId === record.id ? editing.field : null}
                actions={actions}
              />
            )}
          />
        )}
      </Table>
    </div>
  );
}
