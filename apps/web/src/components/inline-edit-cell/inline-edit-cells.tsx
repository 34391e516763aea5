import type { ReactNode } from 'react';
import { InlineEditCell, type CellKind, type CellValue } from './inline-edit-cell';

/** Callbacks shared by every row of a table edited in place; stable, so a memoised row re-renders only
 * when its own data changes. */
export interface InlineEditActions<Row, Field extends string> {
  startEdit: (rowId: string, field: Field) => void;
  stopEdit: (rowId: string, field: Field) => void;
  /** Saves one cell. Answering a promise keeps the cell in edit mode until it settles, and in edit mode
   * with what was typed when it answers false or fails (a failed save keeps the text). */
  save: (row: Row, field: Field, value: CellValue) => void | Promise<boolean>;
}

export interface InlineEditRow<Row, Field extends string> {
  row: Row;
  /** The cell of this row being edited, if any. */
  editingField: Field | null;
  actions: InlineEditActions<Row, Field>;
  /** The column names, e.g. { name: 'الاسم' }. */
  labels: Record<NoInfer<Field>, string>;
}

/** The editable cells of one row: `cell('ampere', 'decimal', '3')` is the ampere cell, its editor
 * starting from the row's value (empty when missing), shown as `display` while idle. `text` replaces the
 * row's value where the cell shows it in another form (a phone stored '+9613123456' and shown
 * '03 123 456'): the editor starts from what is shown and the cell is named by it (a name that
 * does not contain the visible text confuses speech input). */
export function inlineEditCellsOf<Row extends { id: string }, Field extends keyof Row & string>({
  row,
  editingField,
  actions,
  labels,
}: InlineEditRow<Row, Field>) {
  return function cell(field: Field, kind: CellKind, display?: ReactNode, text?: string) {
    const value = row[field];
    return (
      <InlineEditCell
        label={labels[field]}
        text={text ?? (value === null || value === undefined ? '' : String(value))}
        display={display}
        kind={kind}
        editing={editingField === field}
        onStartEdit={() => actions.startEdit(row.id, field)}
        onCancel={() => actions.stopEdit(row.id, field)}
        onSave={(entered) => {
          const saving = actions.save(row, field, entered);
          if (!saving) return actions.stopEdit(row.id, field);
          return saving.then((saved) => {
            if (saved) actions.stopEdit(row.id, field);
            return saved;
          });
        }}
      />
    );
  };
}
