import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryRoots } from '../../../lib/query-keys';
import type { TableConfig } from '../../../lib/table-config';
import { tableConfigMessages as t } from '../messages';

/** POST /api/table-config {baydawiBoxes, mahmoudBoxes}; answers the ranges as saved. */
function saveTableConfig(config: TableConfig): Promise<TableConfig> {
  return dataOf(
    api.POST('/api/table-config', {
      body: { baydawiBoxes: config.baydawiBoxes, mahmoudBoxes: config.mahmoudBoxes },
    }),
  );
}

/** Saves, then the settings, both record tables and the main table's panels refetch. */
export function useSaveTableConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTableConfig,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryRoots.tableConfig, saved);
      toast({ variant: 'success', title: t.saved, description: t.savedText });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.tableConfig }),
        queryClient.invalidateQueries({ queryKey: queryRoots.recordTables }),
        queryClient.invalidateQueries({ queryKey: queryRoots.tableView }),
      ]);
    },
    onError: (error) => notifyFailure(error, t.saveFailed),
  });
}
