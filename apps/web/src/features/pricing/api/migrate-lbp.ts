import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { pricingMessages as t } from '../messages';
import { invalidateAfterPricing } from './pricing-query-keys';

/** Rows re-computed: in all, in the two named groups, and per metered system. */
export type LbpMigration = components['schemas']['KwhLbpMigrationResponse'];

function migrateLbp() {
  return dataOf(api.POST('/api/kwh-customers/migrate-lbp'));
}

/** Re-computes every kWh customer's LBP columns; the counts on success, the
 * server's message on failure. */
export function useMigrateLbp({ onSuccess }: { onSuccess?: (result: LbpMigration) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: migrateLbp,
    onSuccess: (result) => {
      toast({ variant: 'success', title: t.migrated, description: t.migratedCounts(result.total) });
      onSuccess?.(result);
    },
    onError: (error) => notifyFailure(error, t.migrateFailed),
    onSettled: () => invalidateAfterPricing(queryClient),
  });
}
