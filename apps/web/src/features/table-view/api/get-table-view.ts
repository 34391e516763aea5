import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { AmpereRecord } from '../../../types/ampere';

/** One statistics panel (spec 000 §2.10, §9): a group of boxes and its totals, computed by the server. */
export interface TablePanel {
  key: string;
  /** '5-7 13-33' */
  boxes: string;
  customers: number;
  totalAmpere: number;
  totalAmount: number;
}

export interface TableView {
  /** The records matching the search (every record without one), in box order. */
  records: AmpereRecord[];
  /** Over every record, whatever the search. */
  panels: TablePanel[];
  /** The box filter's choices over every record, in box order; '' is no box. */
  boxOptions: string[];
  /** The ampere filter's choices over every record, ascending. */
  ampereOptions: number[];
}

/** Every key starts with the table-view root, so one invalidation or removal reaches every search. */
export const tableViewKeys = {
  all: queryRoots.tableView,
  view: (query: string) => [...queryRoots.tableView, query] as const,
};

/** The server matches `query` Arabic-aware over name, number, box and address (spec 000 §2.10, §5). */
export function getTableView(query: string, signal?: AbortSignal): Promise<TableView> {
  const q = query.trim();
  return apiGet<TableView>(q ? `/api/table-view?q=${encodeURIComponent(q)}` : '/api/table-view', { signal });
}

export const tableViewQueryOptions = (query: string) =>
  queryOptions({
    queryKey: tableViewKeys.view(query.trim()),
    queryFn: ({ signal }) => getTableView(query, signal),
    // Keep showing the previous rows while the next search runs.
    placeholderData: keepPreviousData,
  });

/** 403 until the passcode was verified in this session. */
export function useTableView(query: string) {
  return useQuery(tableViewQueryOptions(query));
}
