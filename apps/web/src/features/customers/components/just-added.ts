import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** How long a customer just added stays highlighted once it is listed. */
export const JUST_ADDED_MS = 6000;

const storageKey = (system: string) => `kahraba.just-added.${system}`;

/** Tells the customers page which customer was just added (every add form and dialog of the page
 * creates through useCreateCustomer, which calls it); null outside a customers page. */
export const JustAddedContext = createContext<((id: string) => void) | null>(null);

export const useTellJustAdded = () => useContext(JustAddedContext);

function stored(system: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(system));
  } catch {
    return null;
  }
}

function store(system: string, id: string | null): void {
  try {
    if (id) window.sessionStorage.setItem(storageKey(system), id);
    else window.sessionStorage.removeItem(storageKey(system));
  } catch {
    // private mode: the highlight only lives in memory
  }
}

/**
 * The customer just added, so the list scrolls to it and highlights it briefly
 * (docs/screens.md#phones-and-accessibility; a new customer lands at the end, after hundreds of rows, or in
 * its box's place). It is kept for the session too: the flat screen sorted by box reloads right after an
 * add. The highlight ends `JUST_ADDED_MS` after the customer is listed.
 */
export function useJustAdded(system: string, rows: readonly { id: string }[]) {
  const [id, setId] = useState<string | null>(() => stored(system));
  const tell = useCallback(
    (added: string) => {
      store(system, added);
      setId(added);
    },
    [system],
  );
  const listed = useMemo(() => id !== null && rows.some((row) => row.id === id), [id, rows]);
  useEffect(() => {
    if (!listed) return;
    const timer = setTimeout(() => {
      store(system, null);
      setId(null);
    }, JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [listed, id, system]);
  return { id: listed ? id : null, tell };
}
