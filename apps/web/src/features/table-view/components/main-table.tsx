import { memo, useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { componentMessages } from '../../../components/messages';
import {
  inlineEditCellsOf,
  useInlineEditing,
  type CellValue,
  type InlineEditActions,
} from '../../../components/inline-edit-cell';
import { PaymentBadge } from '../../../components/payment-badge';
import { ampereRecordText } from '../../../lib/ampere-record-text';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import type { TableEditableField } from '../api/update-record';
import { tableViewMessages as t } from '../messages';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  customerNumber: '6.5rem',
  box: '5.5rem',
  ampere: '5.5rem',
  amperePrice: '6.5rem',
  amount: '6.5rem',
  amountPaid: '6.5rem',
  outstandingBalance: '7.5rem',
  status: '7rem',
  month: '6rem',
};

const COPY_VALUES = {
  ...ampereRecordText,
  status: (record: AmpereRecord) => (record.isPaid ? componentMessages.paid : componentMessages.unpaid),
};

type RowActions = InlineEditActions<AmpereRecord, TableEditableField>;

const MainRow = memo(function MainRow({
  record,
  editingField,
  actions,
}: {
  record: AmpereRecord;
  editingField: TableEditableField | null;
  actions: RowActions;
}) {
  const cell = inlineEditCellsOf({ row: record, editingField, actions, labels: t.columns });
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

/** One customer on a phone: the name (edited in place, as in the table), the box, amperes and address,
 * the amounts and the status. */
const MainCard = memo(function MainCard({
  record,
  editingField,
  actions,
}: {
  record: AmpereRecord;
  editingField: TableEditableField | null;
  actions: RowActions;
}) {
  const cell = inlineEditCellsOf({ row: record, editingField, actions, labels: t.columns });
  return (
    <article className="app-record-card" aria-label={record.name}>
      <header className="app-record-card-head">
        <div className="min-w-0 flex-grow-1">
          <div className="app-record-card-name">{cell('name', 'text')}</div>
          <div className="app-record-card-meta">
            <bdi dir="ltr">{formatCustomerNumber(record.customerNumber)}</bdi> · {t.columns.month}{' '}
            <bdi dir="ltr">{record.month}</bdi>
          </div>
        </div>
        <PaymentBadge isPaid={record.isPaid} />
      </header>
      <dl className="app-record-card-figures">
        <div>
          <dt>{t.columns.amount}</dt>
          <dd className="fw-bold">{formatUsd(record.amount)}</dd>
        </div>
        <div>
          <dt>{t.columns.amountPaid}</dt>
          <dd>{formatUsd(record.amountPaid)}</dd>
        </div>
        <div>
          <dt>{t.columns.outstandingBalance}</dt>
          <dd>{formatUsd(record.outstandingBalance)}</dd>
        </div>
        <div>
          <dt>{t.columns.box}</dt>
          <dd>{cell('box', 'text')}</dd>
        </div>
        <div>
          <dt>{t.columns.ampere}</dt>
          <dd>{cell('ampere', 'decimal', formatQuantity(record.ampere))}</dd>
        </div>
        <div>
          <dt>{t.columns.amperePrice}</dt>
          <dd>{formatUsd(record.amperePrice)}</dd>
        </div>
      </dl>
      <dl className="mb-0">
        <dt className="small fw-normal text-secondary">{t.columns.address}</dt>
        <dd className="mb-0">{cell('address', 'text')}</dd>
      </dl>
    </article>
  );
});

export interface MainTableProps {
  records: readonly AmpereRecord[];
  emptyText: string;
  onSave: (record: AmpereRecord, field: TableEditableField, value: CellValue) => void;
}

/** spec 000 §2.10: the columns of the main table, each with a copy button; name, box, ampere and
 * address edit in place. */
export function MainTable({ records, emptyText, onSave }: MainTableProps) {
  const { editing, start, stop } = useInlineEditing<TableEditableField>();
  const actions = useMemo<RowActions>(
    () => ({ startEdit: start, stopEdit: stop, save: onSave }),
    [start, stop, onSave],
  );

  return (
    <DataTable
      label={t.table}
      className="app-main-table"
      headers={t.columns}
      widths={WIDTHS}
      copyValues={COPY_VALUES}
      items={records}
      emptyText={emptyText}
      renderRow={(record) => (
        <MainRow
          record={record}
          editingField={editing?.rowId === record.id ? editing.field : null}
          actions={actions}
        />
      )}
      renderCard={(record) => (
        <MainCard
          record={record}
          editingField={editing?.rowId === record.id ? editing.field : null}
          actions={actions}
        />
      )}
    />
  );
}
