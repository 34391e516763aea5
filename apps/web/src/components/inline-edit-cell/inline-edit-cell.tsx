import { memo, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { readNumberEntry } from '../../lib/number-entry';
import { componentMessages } from '../messages';
import { InlineDraftContext } from './use-inline-editing';

/** What a cell holds: text, or a number (read by the one number reader); null is an
 * 'optional-decimal' cell left blank (e.g. a price back to the automatic one). */
export type CellValue = string | number | null;

/** 'decimal' reads a number and refuses anything else, blank included; 'optional-decimal' reads blank
 * as null. */
export type CellKind = 'text' | 'decimal' | 'optional-decimal';

export interface InlineEditCellProps {
  /** The column's name, e.g. 'الاسم': the accessible name of the cell and of its editor. */
  label: string;
  /** The text the editor starts with (also read out when idle). */
  text: string;
  /** What the idle cell shows; `text` when omitted. */
  display?: ReactNode;
  kind?: CellKind;
  /** Whether this cell is the one being edited: the table allows one at a time. */
  editing: boolean;
  onStartEdit: () => void;
  onCancel: () => void;
  /** Called on Enter with the new value, only when it changed. When it answers a promise, the editor
   * stays open (read-only) until it settles: saved, it closes; not saved (false or a failure), it
   * stays with what was typed so nothing is lost. */
  onSave: (value: CellValue) => void | Promise<boolean>;
  /** Shows save and cancel buttons beside the editor too (the record tables' paid amount),
   * for a phone without Enter and Escape keys. */
  withButtons?: boolean;
}

/** A click-to-edit cell: idle, then editing, then Enter saves or Escape cancels
 * (docs/screens.md#the-customers-screens). Leaving the editor without Enter cancels, so nothing is saved by
 * accident. A number that does not read keeps the editor open with the reason under it, naming the column. */
export const InlineEditCell = memo(function InlineEditCell({
  label,
  text,
  display,
  kind = 'text',
  editing,
  onStartEdit,
  onCancel,
  onSave,
  withButtons = false,
}: InlineEditCellProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  const numeric = kind !== 'text';
  const draft = useContext(InlineDraftContext);

  useEffect(() => {
    if (!editing) return;
    finished.current = false;
    setError(null);
    setSaving(false);
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
    const entered = inputRef.current?.value ?? text;
    if (!save) {
      finished.current = true;
      return onCancel();
    }
    if (numeric) {
      const rules = { optional: kind === 'optional-decimal' };
      const entry = readNumberEntry(entered, label, rules);
      if (!entry.ok) return setError(entry.message);
      finished.current = true;
      const before = readNumberEntry(text, label, rules);
      return before.ok && before.value === entry.value ? onCancel() : commit(entry.value);
    }
    finished.current = true;
    const value = entered.trim();
    return value === text.trim() ? onCancel() : commit(value);
  };

  const commit = (value: CellValue) => {
    const saved = onSave(value);
    if (!saved) return;
    setSaving(true);
    const settle = (done: boolean) => {
      setSaving(false);
      if (done) return;
      // Not saved: the editor stays with the text as typed, ready for another Enter or an Escape.
      finished.current = false;
      inputRef.current?.focus();
    };
    saved.then(settle, () => settle(false));
  };

  return (
    <span className={`app-inline-edit-field${withButtons ? ' app-inline-edit-with-buttons' : ''}`}>
      <input
        ref={inputRef}
        className={`form-control form-control-sm app-inline-edit-input${error ? ' is-invalid' : ''}`}
        aria-label={componentMessages.editCell(label)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        title={componentMessages.editHint}
        defaultValue={draft?.text ?? text}
        readOnly={saving}
        aria-busy={saving || undefined}
        inputMode={numeric ? 'decimal' : undefined}
        dir={numeric ? 'ltr' : undefined}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => {
          setError(null);
          if (draft) draft.text = event.target.value;
        }}
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
      {withButtons && (
        // Pressing a button must not blur the editor first (leaving the editor cancels).
        <span className="app-inline-edit-buttons" onMouseDown={(event) => event.preventDefault()}>
          <button
            type="button"
            className="btn btn-sm btn-success"
            aria-label={componentMessages.saveCell(label)}
            title={componentMessages.saveCell(label)}
            disabled={saving}
            onClick={() => finish(true)}
          >
            ✓
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={componentMessages.cancelCell(label)}
            title={componentMessages.cancelCell(label)}
            disabled={saving}
            onClick={() => finish(false)}
          >
            ✕
          </button>
        </span>
      )}
      {error && (
        <span id={errorId} className="app-inline-edit-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
});
