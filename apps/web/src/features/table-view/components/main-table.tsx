import { memo, useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { componentMessages } from '../../../components/messages';
import {
  InlineDraftContext,
  inlineEditCellsOf,
  useInlineEditing,
  type CellValue,
  type InlineEditActions,
} from '../../../components/inline-edit-cell';
import { PaymentBadge } from '../../../components/payment-badge';
import { CustomerCard } from '../../../components/customer-card';
import { customerText } from '../../../lib/customer-text';
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
  ...customerText,
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
    <CustomerCard
      name={{ editor: cell('name', 'text'), label: record.name }}
      meta={
        <>
          <bdi dir="ltr">{formatCustomerNumber(record.customerNumber)}</bdi> · {t.columns.month}{' '}
          <bdi dir="ltr">{record.month}</bdi>
        </>
      }
      isPaid={record.isPaid}
      figures={[
        { label: t.columns.amount, value: formatUsd(record.amount), strong: true },
        { label: t.columns.amountPaid, value: formatUsd(record.amountPaid) },
        { label: t.columns.outstandingBalance, value: formatUsd(record.outstandingBalance) },
        { label: t.columns.box, value: cell('box', 'text') },
        { label: t.columns.ampere, value: cell('ampere', 'decimal', formatQuantity(record.ampere)) },
        { label: t.columns.amperePrice, value: formatUsd(record.amperePrice) },
      ]}
    >
      <dl className="mb-0">
        <dt className="small fw-normal text-secondary">{t.columns.address}</dt>
        <dd className="mb-0">{cell('address', 'text')}</dd>
      </dl>
    </CustomerCard>
  );
});

export interface MainTableProps {
  records: readonly AmpereRecord[];
  emptyText: string;
  onSave: (record: AmpereRecord, field: TableEditableField, value: CellValue) => void;
}

/** The columns of the main table, each with a copy button; name, box, ampere and
 * address edit in place. */
export function MainTable({ records, emptyText, onSave }: MainTableProps) {
  const { editing, start, stop, draft } = useInlineEditing<TableEditableField>();
  const actions = useMemo<RowActions>(
    () => ({ startEdit: start, stopEdit: stop, save: onSave }),
    [start, stop, onSave],
  );

  // The draft keeps what is typed in a cell when its row turns into a card and back.
  return (
    <InlineDraftContext.Provider value={draft}>
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
    </InlineDraftContext.Provider>
  );
}
