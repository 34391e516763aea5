import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { useInlineEditing, type CellValue } from '../../../components/inline-edit-cell';
import { ampereRecordText } from '../../../lib/ampere-record-text';
import type { AmpereRecord } from '../../../types/ampere';
import type { EditableField } from '../lib/record-fields';
import { ampereMessages as t } from '../ampere-messages';
import { RecordCard } from './record-card';
import { RecordRow, type RecordRowActions } from './record-row';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  customerNumber: '6.5rem',
  box: '6rem',
  ampere: '6rem',
  amperePrice: '6.5rem',
  amount: '7rem',
  amountPaid: '11rem',
  phone: '8.5rem',
  actions: '15rem',
};

export interface RecordsTableProps {
  records: readonly AmpereRecord[];
  emptyText: string;
  onSave: (record: AmpereRecord, field: EditableField, value: CellValue) => void;
  onEdit: (record: AmpereRecord) => void;
  onDelete: (record: AmpereRecord) => void;
  /** issue 11: opens the take-payment and payment-history dialogs. */
  onTakePayment: (record: AmpereRecord) => void;
  onShowPayments: (record: AmpereRecord) => void;
}

/** The records table (spec 000 §2.5): copy buttons on every header but the actions, click-to-edit
 * cells one at a time, and only the rows near the viewport rendered; on a phone, a list of cards. */
export function RecordsTable({
  records,
  emptyText,
  onSave,
  onEdit,
  onDelete,
  onTakePayment,
  onShowPayments,
}: RecordsTableProps) {
  const { editing, start, stop } = useInlineEditing<EditableField>();
  const actions = useMemo<RecordRowActions>(
    () => ({
      startEdit: start,
      stopEdit: stop,
      save: onSave,
      edit: onEdit,
      remove: onDelete,
      takePayment: onTakePayment,
      showPayments: onShowPayments,
    }),
    [start, stop, onSave, onEdit, onDelete, onTakePayment, onShowPayments],
  );

  return (
    <DataTable
      label={t.recordsTable}
      className="app-ampere-table"
      headers={t.columns}
      widths={WIDTHS}
      copyValues={ampereRecordText}
      items={records}
      emptyText={emptyText}
      renderRow={(record) => (
        <RecordRow
          record={record}
          editingField={editing?.rowId === record.id ? editing.field : null}
          actions={actions}
        />
      )}
      renderCard={(record) => (
        <RecordCard
          record={record}
          editingField={editing?.rowId === record.id ? editing.field : null}
          actions={actions}
        />
      )}
    />
  );
}
