import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Under the ampere root, which every ampere write invalidates. */
const boxInvoicesKeys = {
  all: [...queryRoots.ampereRecords, 'invoices'] as const,
  boxes: (chosen: readonly string[]) =>
    [...boxInvoicesKeys.all, ...chosen.map((box) => `box:${box}`)] as const,
};

/** `GET /api/ampere-records/invoices?box=…&box=…`, written as a form writes it (a space as `+`). */
function getBoxInvoices(chosen: readonly string[], signal?: AbortSignal) {
  return dataOf(
    api.GET('/api/ampere-records/invoices', {
      params: { query: { box: [...chosen] } },
      querySerializer: ({ box = [] }) => new URLSearchParams(box.map((one) => ['box', one])).toString(),
      signal,
    }),
  );
}

const boxInvoicesQueryOptions = (boxes: readonly string[]) => {
  const chosen = [...boxes].sort();
  return queryOptions({
    queryKey: boxInvoicesKeys.boxes(chosen),
    queryFn: ({ signal }) => getBoxInvoices(chosen, signal),
  });
};

/** The invoices of every customer in `boxes`, in print order. */
export function useBoxInvoices(boxes: readonly string[]) {
  return useQuery({ ...boxInvoicesQueryOptions(boxes), enabled: boxes.length > 0 });
}
