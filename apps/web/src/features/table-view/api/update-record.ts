import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereRecord } from '../../../types/ampere';
import { tableViewMessages as t } from '../messages';
import { tableViewKeys, type TableView } from './get-table-view';

export type TableEditableField = 'name' | 'box' | 'ampere' | 'address';

interface TableRecordChange {
  id: string;
  changes: Partial<Pick<AmpereRecord, TableEditableField>>;
}

/** One edited cell of the main table: a PATCH with that field only. */
function updateTableRecord({ id, changes }: TableRecordChange): Promise<AmpereRecord> {
  return dataOf(api.PATCH('/api/ampere-records/{id}', { params: { path: { id } }, body: changes }));
}

export function useUpdateTableRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTableRecord,
    onSuccess: (record) => {
      // Every cached search shows the edited row at once; the refetch below settles order and panels.
      queryClient.setQueriesData<TableView>(
        { queryKey: tableViewKeys.all },
        (view) =>
          view && { ...view, records: view.records.map((row) => (row.id === record.id ? record : row)) },
      );
      toast({ variant: 'success', title: t.updated });
    },
    onError: (error) => notifyFailure(error, t.updateFailed, t.updateFailedText),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
