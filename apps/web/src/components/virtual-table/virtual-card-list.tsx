import type { ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useDocumentTop } from './use-document-top';
import { useScrollToKey } from './use-scroll-to-key';

export interface VirtualCardListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  /** A first guess of a card's height in pixels; every card is measured once shown. */
  estimatedHeight: number;
  getKey: (item: T) => string;
  renderCard: (item: T, index: number) => ReactNode;
  /** Brings this item's card into view once it is in `items` (a customer just added). */
  scrollToKey?: string | null;
}

/** The phone form of a table: one card per record, only the cards near the viewport rendered. */
export function VirtualCardList<T>({
  label,
  items,
  estimatedHeight,
  getKey,
  renderCard,
  scrollToKey,
}: VirtualCardListProps<T>) {
  const [listRef, scrollMargin] = useDocumentTop<HTMLUListElement>();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedHeight,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]),
  });
  useScrollToKey(virtualizer, items, getKey, scrollToKey);
  const cards = virtualizer.getVirtualItems();
  const first = cards[0];
  const last = cards[cards.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <ul
      ref={listRef}
      className="app-card-list list-unstyled mb-0"
      aria-label={label}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {cards.map((card) => (
        <li key={card.key} data-index={card.index} ref={virtualizer.measureElement}>
          {renderCard(items[card.index], card.index)}
        </li>
      ))}
    </ul>
  );
}
