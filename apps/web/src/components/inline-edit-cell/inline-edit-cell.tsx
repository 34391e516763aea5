import { memo, useEffect, useRef, type ReactNode } from 'react';
import { parseDecimal } from '../../lib/decimal';
import { componentMessages } from '../messages';

export interface InlineEditCellProps {
  /** The column's name, e.g. 'الاسم': the accessible name of the cell and of its editor. */
  label: string;
  /** The text the editor starts with (also read out when idle). */
  text: string;
  /** What the idle cell shows; `text` when omitted. */
  display?: ReactNode;
  /** 'decimal' parses the entry as a decimal, invalid becoming 0 (spec 000 §5). */
  kind?: 'text' | 'decimal';
  /** Whether this cell is the one being edited: the table allows one at a time (spec 000 §2.5). */
  editing: boolean;
  onStartEdit: () => void;
  onCancel: () => void;
  /** Called on Enter with the new value, only when it changed. */
  onSave: (value: string | number) => void;
}

/** A click-to-edit cell: idle, then editing, then Enter saves or Escape cancels (spec 000 §4).
 * Leaving the editor without Enter cancels, so nothing is saved by accident. */
export const InlineEditCell = memo(function InlineEditCell({
  label,
  text,
  display,
  kind = 'text',
  editing,
  onStartEdit,
  onCancel,
  onSave,
}: InlineEditCellProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const finished = useRef(false);

  useEffect(() => {
    if (!editing) return;
    finished.current = false;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [editing]);

  if (!editing) {
    return (
      <button
        type="button"
        className="app-inline-edit"
        aria-label={`${componentMessages.editCell(label)}: ${text}`}
        title={componentMessages.editHint}
        onClick={onStartEdit}
      >
        {display ?? text}
      </button>
    );
  }

  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const entered = inputRef.current?.value ?? text;
    if (!save) return onCancel();
    if (kind === 'decimal') {
      const value = parseDecimal(entered);
      return value === parseDecimal(text) ? onCancel() : onSave(value);
    }
    const value = entered.trim();
    return value === text.trim() ? onCancel() : onSave(value);
  };

  return (
    <input
      ref={inputRef}
      className="form-control form-control-sm app-inline-edit-input"
      aria-label={componentMessages.editCell(label)}
      title={componentMessages.editHint}
      defaultValue={text}
      inputMode={kind === 'decimal' ? 'decimal' : undefined}
      dir={kind === 'decimal' ? 'ltr' : undefined}
      enterKeyHint="done"
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      }}
      onBlur={() => finish(false)}
    />
  );
});
