import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { LoadFailedAlert } from '../load-failed-alert';
import { LoadingSpinner } from '../loading-spinner';
import { SearchField } from '../search-field';
import type { TableSearch } from './use-table-search';

/** What the card reads of the query loading its records. */
interface RecordsQueryState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  data: readonly unknown[] | undefined;
  refetch: () => unknown;
}

/** The feature's texts the card shows. */
export interface SearchableTableTexts {
  searchLabel: string;
  searchPlaceholder: string;
  /** The number of records, e.g. '12 عميل'. */
  recordCount: (count: number) => string;
  /** Said when the records could not be loaded. */
  loadFailed: string;
}

export interface SearchableTableCardProps {
  search: TableSearch;
  records: RecordsQueryState;
  texts: SearchableTableTexts;
  /** A small spinner beside the search box while the records shown are being refreshed. */
  showRefreshing?: boolean;
  /** Buttons after the search box (on a phone: add, and the tools menu). */
  actions?: ReactNode;
  /** The table, shown once the records are loaded. */
  children: ReactNode;
}

/** A card of records: a search box and the count on top (the number of results while searching), then
 * the table, a spinner while loading or the failure with a retry button. */
export function SearchableTableCard({
  search,
  records,
  texts,
  showRefreshing = false,
  actions,
  children,
}: SearchableTableCardProps) {
  const count = records.data?.length ?? 0;
  return (
    <Card className="app-data-card">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <SearchField
          value={search.text}
          onChange={search.setText}
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          resultCount={search.searching ? count : undefined}
          status={
            showRefreshing && records.isFetching && !records.isPending ? (
              <Spinner animation="border" size="sm" variant="secondary" aria-hidden="true" />
            ) : undefined
          }
        />
        {!search.searching && records.isSuccess && (
          <span className="ms-auto text-secondary small">{texts.recordCount(count)}</span>
        )}
        {actions && <div className="app-search-actions">{actions}</div>}
      </Card.Body>
      {records.isPending ? (
        <LoadingSpinner />
      ) : records.isError && !records.data ? (
        <LoadFailedAlert className="m-3" onRetry={records.refetch}>
          {texts.loadFailed}
        </LoadFailedAlert>
      ) : (
        children
      )}
    </Card>
  );
}
