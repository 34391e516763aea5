import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';

/** One statistics panel: a group of boxes and its totals, computed by the server. */
export type TablePanel = components['schemas']['BoxGroupPanelResponse'];

/** The records matching the search in box order; the panels and filter choices over every record. */
export type TableView = components['schemas']['TableViewResponse'];

/** Every key starts with the table-view root, so one invalidation or removal reaches every search. */
export const tableViewKeys = {
  all: queryRoots.tableView,
  view: (query: string) => [...queryRoots.tableView, query] as const,
};

/** The server matches `query` Arabic-aware over name, number, box and address. */
function getTableView(query: string, signal?: AbortSignal): Promise<TableView> {
  const q = query.trim();
  return dataOf(api.GET('/api/table-view', { params: { query: q ? { q } : {} }, signal }));
}

const tableViewQueryOptions = (query: string) =>
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
