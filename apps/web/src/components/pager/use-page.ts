import { useState } from 'react';

export interface PageOf<Item> {
  /** The items on the page shown. */
  items: readonly Item[];
  page: number;
  pages: number;
  /** The first and last item shown, counting from 1 (0 and 0 for no items). */
  first: number;
  last: number;
  setPage: (page: number) => void;
}

/** A list shown `size` items at a time, back on its first page whenever a new list arrives. */
export function usePage<Item>(list: readonly Item[], size: number): PageOf<Item> {
  const [shown, setShown] = useState<{ list: readonly Item[]; page: number }>({ list, page: 1 });
  const pages = Math.max(1, Math.ceil(list.length / size));
  const page = shown.list === list ? Math.min(shown.page, pages) : 1;
  const start = (page - 1) * size;
  const items = list.slice(start, start + size);
  return {
    items,
    page,
    pages,
    first: items.length === 0 ? 0 : start + 1,
    last: start + items.length,
    setPage: (next) => setShown({ list, page: Math.min(Math.max(1, next), pages) }),
  };
}
