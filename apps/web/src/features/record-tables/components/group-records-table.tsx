import { memo, useMemo } from 'react';
import { CustomerCard } from '../../../components/customer-card';
import { DataTable } from '../../../components/data-table';
import {
  InlineDraftContext,
  InlineEditCell,
  useInlineEditing,
  type CellValue,
} from '../../../components/inline-edit-cell';
import { customerText } from '../../../lib/customer-text';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import type { RecordTableGroup } from '../api/get-group-records';
import { recordTablesMessages as t } from '../messages';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  customerNumber: '6.5rem',
  box: '5.5rem',
  ampere: '5.5rem',
  amount: '6.5rem',
  amountPaid: '10rem',
  outstandingBalance: '7rem',
};

// A copy button on every column.
const COPY_VALUES = {
  customerNumber: customerText.customerNumber,
  name: customerText.name,
  box: customerText.box,
  ampere: customerText.ampere,
  address: customerText.address,
  amount: customerText.amount,
  amountPaid: customerText.amountPaid,
  outstandingBalance: customerText.outstandingBalance,
};

interface PaidCellActions {
  start: (id: string) => void;
  stop: (id: string) => void;
  save: (record: AmpereRecord, value: CellValue) => Promise<boolean>;
}

/** The paid amount, edited in place: click, type, then save (✓ or Enter) or cancel (✕ or Escape). */
function PaidCell({
  record,
  editing,
  actions,
}: {
  record: AmpereRecord;
  editing: boolean;
  actions: PaidCellActions;
}) {
  return (
    <InlineEditCell
      label={t.columns.amountPaid}
      text={String(record.amountPaid)}
      display={formatUsd(record.amountPaid)}
      kind="decimal"
      withButtons
      editing={editing}
      onStartEdit={() => actions.start(record.id)}
      onCancel={() => actions.stop(record.id)}
      onSave={(value) =>
        actions.save(record, value).then((saved) => {
          if (saved) actions.stop(record.id);
          return saved;
        })
      }
    />
  );
}

const GroupRow = memo(function GroupRow({
  record,
  editing,
  actions,
}: {
  record: AmpereRecord;
  editing: boolean;
  actions: PaidCellActions;
}) {
  return (
    <tr>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(record.customerNumber)}</td>
      <td title={record.name}>{record.name}</td>
      <td>{record.box}</td>
      <td className="app-num">{formatQuantity(record.ampere)}</td>
      <td title={record.address ?? undefined}>{record.address}</td>
      <td className="app-num fw-semibold">{formatUsd(record.amount)}</td>
      <td className="app-num">
        <PaidCell record={record} editing={editing} actions={actions} />
      </td>
      <td className="app-num">{formatUsd(record.outstandingBalance)}</td>
    </tr>
  );
});

/** One customer on a phone: the name, the amounts with the paid amount edited in place, box and address. */
const GroupCard = memo(function GroupCard({
  record,
  editing,
  actions,
}: {
  record: AmpereRecord;
  editing: boolean;
  actions: PaidCellActions;
}) {
  return (
    <CustomerCard
      name={{ text: record.name, id: `group-record-${record.id}` }}
      meta={
        <>
          <bdi dir="ltr">{formatCustomerNumber(record.customerNumber)}</bdi> · {t.columns.box}{' '}
          <bdi dir="ltr">{record.box}</bdi> · {t.columns.ampere}{' '}
          <bdi dir="ltr">{formatQuantity(record.ampere)}</bdi>
        </>
      }
      isPaid={record.isPaid}
      figures={[
        { label: t.columns.amount, value: formatUsd(record.amount), strong: true },
        {
          label: t.columns.amountPaid,
          value: <PaidCell record={record} editing={editing} actions={actions} />,
        },
        { label: t.columns.outstandingBalance, value: formatUsd(record.outstandingBalance) },
      ]}
    >
      {record.address && (
        <dl className="mb-0">
          <dt className="small fw-normal text-secondary">{t.columns.address}</dt>
          <dd className="mb-0">{record.address}</dd>
        </dl>
      )}
    </CustomerCard>
  );
});

export interface GroupRecordsTableProps {
  group: RecordTableGroup;
  records: readonly AmpereRecord[];
  emptyText: string;
  /** Saves a paid amount; true once saved (false keeps the editor with what was typed). */
  onSavePaid: (record: AmpereRecord, amountPaid: number) => Promise<boolean>;
}

/** Customer number, name, box, ampere, address, amount, paid, balance, each column with
 * a copy button; the paid amount edits in place. On a phone, one card per customer. */
export function GroupRecordsTable({ group, records, emptyText, onSavePaid }: GroupRecordsTableProps) {
  const { editing, start, stop, draft } = useInlineEditing<'amountPaid'>();
  const actions = useMemo<PaidCellActions>(
    () => ({
      start: (id) => start(id, 'amountPaid'),
      stop: (id) => stop(id, 'amountPaid'),
      save: (record, value) => onSavePaid(record, Number(value)),
    }),
    [start, stop, onSavePaid],
  );
  // The draft keeps what is typed in a cell when its row turns into a card and back.
  return (
    <InlineDraftContext.Provider value={draft}>
      <DataTable
        label={t.table(group)}
        className="app-group-records-table"
        headers={t.columns}
        widths={WIDTHS}
        copyValues={COPY_VALUES}
        items={records}
        emptyText={emptyText}
        renderRow={(record) => (
          <GroupRow record={record} editing={editing?.rowId === record.id} actions={actions} />
        )}
        renderCard={(record) => (
          <GroupCard record={record} editing={editing?.rowId === record.id} actions={actions} />
        )}
      />
    </InlineDraftContext.Provider>
  );
}
