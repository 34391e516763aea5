import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The search runs once typing pauses (docs/screens.md#the-customers-screens). */
const SEARCH_DELAY_MS = 250;

export interface TableSearch {
  /** What is typed in the box. */
  text: string;
  setText: (text: string) => void;
  /** What to search for: the text, trimmed, once typing has paused. */
  query: string;
  /** A search is applied. */
  searching: boolean;
}

/** The search box of a table of records searched on the server. */
export function useTableSearch(): TableSearch {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  return { text, setText, query, searching: query !== '' };
}
