import { Fragment, type ReactNode } from 'react';
import { useScrollToKey } from './use-scroll-to-key';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useDocumentTop } from './use-document-top';

export interface VirtualTableBodyProps<T> {
  items: readonly T[];
  /** Every row has this height in pixels (CSS keeps rows on one line). */
  rowHeight: number;
  columnCount: number;
  getKey: (item: T) => string;
  /** One `<tr>` of exactly `rowHeight` pixels. */
  renderRow: (item: T, index: number) => ReactNode;
  /** Brings this item's row into view once it is in `items` (a customer just added). */
  scrollToKey?: string | null;
}

/** A table body that renders only the rows near the viewport, so tables of 20,000 customers scroll
 * smoothly. The page itself scrolls (headers can stay sticky); spacer rows stand in for the rest. */
export function VirtualTableBody<T>({
  items,
  rowHeight,
  columnCount,
  getKey,
  renderRow,
  scrollToKey,
}: VirtualTableBodyProps<T>) {
  const [bodyRef, scrollMargin] = useDocumentTop<HTMLTableSectionElement>();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]),
  });
  useScrollToKey(virtualizer, items, getKey, scrollToKey);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <tbody ref={bodyRef}>
      {before > 0 && <Spacer height={before} columnCount={columnCount} />}
      {rows.map((row) => (
        <Fragment key={row.key}>{renderRow(items[row.index], row.index)}</Fragment>
      ))}
      {after > 0 && <Spacer height={after} columnCount={columnCount} />}
    </tbody>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="app-virtual-spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
