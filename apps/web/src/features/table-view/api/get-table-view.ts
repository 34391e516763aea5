import { queryOptions, useQuery } from '@tanstack/react-query';
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
  /** In box order. */
  records: AmpereRecord[];
  panels: TablePanel[];
}

export const tableViewQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.tableView,
    queryFn: ({ signal }) => apiGet<TableView>('/api/table-view', { signal }),
  });

/** 403 until the passcode was verified in this session. */
export function useTableView({ enabled }: { enabled: boolean }) {
  return useQuery({ ...tableViewQueryOptions(), enabled });
}
