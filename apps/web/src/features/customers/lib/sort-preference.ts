import type { AmpereSort } from '../../../types/ampere';

/** One local-storage flag per table; 'true' means sorted by box (docs/screens.md#the-customers-screens). */
const SORT_STORAGE_KEY = 'ampere-sort-enabled';

export function readSortByBox(): boolean {
  try {
    return window.localStorage.getItem(SORT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeSortByBox(enabled: boolean): void {
  try {
    window.localStorage.setItem(SORT_STORAGE_KEY, enabled ? 'true' : 'false');
  } catch {
    // storage refused (private mode): the toggle lasts for this page only
  }
}

export const sortOf = (sortByBox: boolean): AmpereSort => (sortByBox ? 'box' : 'number');

/** After a create or an import with sorting on, the page reloads after 100 ms. */
export const RELOAD_AFTER_CREATE_MS = 100;
