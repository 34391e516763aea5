import { useCallback, useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { CopyColumnButton } from '../../../components/copy-column-button';
import { useInlineEditing } from '../../../components/inline-edit-cell';
import { VirtualTableBody } from '../../../components/virtual-table';
import { formatCustomerNumber } from '../../../lib/display-format';
import { plainAmount } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import type { EditableField } from '../lib/record-fields';
import { ampereMessages as t } from '../messages';
import { RecordRow, type RecordRowActions } from './record-row';

const ROW_HEIGHT = 44;

type Column = keyof typeof t.columns;

/** What each column copies: raw values a spreadsheet understands (spec 000 §2.5). */
const COPY_VALUE: Partial<Record<Column, (record: AmpereRecord) => string>> = {
  customerNumber: (record) => formatCustomerNumber(record.customerNumber),
  name: (record) => record.name,
  box: (record) => record.box ?? '',
  ampere: (record) => String(record.ampere),
  amperePrice: (record) => plainAmount(record.amperePrice),
  amount: (record) => plainAmount(record.amount),
  amountPaid: (record) => plainAmount(record.amountPaid),
  address: (record) => record.address ?? '',
};

const COLUMNS: Column[] = [
  'customerNumber',
  'name',
  'box',
  'ampere',
  'amperePrice',
  'amount',
  'amountPaid',
  'address',
  'actions',
];

export interface RecordsTableProps {
  records: readonly AmpereRecord[];
  emptyText: string;
  onSave: (record: AmpereRecord, field: EditableField, value: string | number) => void;
  onEdit: (record: AmpereRecord) => void;
  onDelete: (record: AmpereRecord) => void;
}

/** The records table (spec 000 §2.5): copy buttons on every header, click-to-edit cells one at a time,
 * and only the rows near the viewport rendered. */
export function RecordsTable({ records, emptyText, onSave, onEdit, onDelete }: RecordsTableProps) {
  const { editing, start, stop } = useInlineEditing<EditableField>();
  const actions = useMemo<RecordRowActions>(
    () => ({ startEdit: start, stopEdit: stop, save: onSave, edit: onEdit, remove: onDelete }),
    [start, stop, onSave, onEdit, onDelete],
  );
  const copyValues = useCallback(
    (column: Column) => () => {
      const value = COPY_VALUE[column];
      return value ? records.map(value) : [];
    },
    [records],
  );

  return (
    <div className="app-table-wrap">
      <Table hover className="app-data-table app-ampere-table" aria-label={t.recordsTable}>
        <colgroup>
          <col style={{ width: '6.5rem' }} />
          <col />
          <col style={{ width: '6rem' }} />
          <col style={{ width: '6rem' }} />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '7rem' }} />
          <col style={{ width: '11rem' }} />
          <col />
          <col style={{ width: '8.5rem' }} />
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                <span className="app-col-head">
                  {t.columns[column]}
                  {COPY_VALUE[column] && (
                    <CopyColumnButton label={t.columns[column]} values={copyValues(column)} />
                  )}
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
            rowHeight={ROW_HEIGHT}
            columnCount={COLUMNS.length}
            getKey={(record) => record.id}
            renderRow={(record) => (
              <RecordRow
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
