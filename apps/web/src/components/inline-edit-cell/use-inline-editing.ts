import { createContext, useCallback, useState } from 'react';

export interface EditingCell<Field extends string = string> {
  rowId: string;
  field: Field;
}

/** What was typed in the cell being edited, kept by its table: an editor re-created while the cell is
 * still being edited (a row turned into a card when the screen crossed 768 px, or scrolled away and back)
 * starts from it, not from the stored value (docs/screens.md#the-customers-screens). */
interface InlineDraft {
  text: string | null;
}

/** The table's draft, given to its cells; without it an editor starts from the stored value. */
export const InlineDraftContext = createContext<InlineDraft | null>(null);

/** Which single cell of a table is being edited (one cell at a time), and what was typed in it. The
 * callbacks are stable, so memoised rows re-render only when their own cell starts or stops editing. */
export function useInlineEditing<Field extends string>() {
  const [editing, setEditing] = useState<EditingCell<Field> | null>(null);
  const [draft] = useState<InlineDraft>(() => ({ text: null }));
  const start = useCallback(
    (rowId: string, field: Field) => {
      draft.text = null;
      setEditing({ rowId, field });
    },
    [draft],
  );
  /** Stops editing `rowId`/`field`, unless another cell has been opened meanwhile. */
  const stop = useCallback(
    (rowId: string, field: Field) =>
      setEditing((current) => (current?.rowId === rowId && current.field === field ? null : current)),
    [],
  );
  return { editing, start, stop, draft };
}
