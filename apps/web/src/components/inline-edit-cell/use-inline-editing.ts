import { useCallback, useState } from 'react';

export interface EditingCell<Field extends string = string> {
  rowId: string;
  field: Field;
}

/** Which single cell of a table is being edited (one cell at a time). The callbacks are
 * stable, so memoised rows re-render only when their own cell starts or stops editing. */
export function useInlineEditing<Field extends string>() {
  const [editing, setEditing] = useState<EditingCell<Field> | null>(null);
  const start = useCallback((rowId: string, field: Field) => setEditing({ rowId, field }), []);
  /** Stops editing `rowId`/`field`, unless another cell has been opened meanwhile. */
  const stop = useCallback(
    (rowId: string, field: Field) =>
      setEditing((current) => (current?.rowId === rowId && current.field === field ? null : current)),
    [],
  );
  return { editing, start, stop };
}
