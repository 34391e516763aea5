import { useEffect, useRef } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/** Scrolls a virtualised list to the item with this key once, when it appears in `items` (a list
 * refetched after an add): rows far from the viewport are not rendered, so the list scrolls by index. */
export function useScrollToKey<T>(
  virtualizer: Virtualizer<Window, Element>,
  items: readonly T[],
  getKey: (item: T) => string,
  key: string | null | undefined,
): void {
  const done = useRef<string | null>(null);
  const index = key ? items.findIndex((item) => getKey(item) === key) : -1;
  useEffect(() => {
    if (!key || index < 0 || done.current === key) return;
    done.current = key;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [key, index, virtualizer]);
}
