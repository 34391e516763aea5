import { BillingSystem } from '@kahraba/billing-domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { cutOffMessages as t } from '../messages';
import { customersApi } from './customers-api';

/** What the dialog sends (docs/cut-off.md): a cut-off's reason, or a reconnection's fee as typed. */
export type CutOffChange =
  | { action: 'cut-off'; id: string; reason: string }
  | { action: 'reconnect'; id: string; feeUsd?: string; feeLbp?: string };

/** One path per action for every system: the flat system's under /api/ampere-records. */
function send(system: string, change: CutOffChange) {
  const id = change.id;
  if (change.action === 'cut-off') {
    const body = { reason: change.reason };
    return dataOf(
      system === BillingSystem.ampere.id
        ? api.POST('/api/ampere-records/{id}/cut-off', { params: { path: { id } }, body })
        : api.POST('/api/{system}-customers/{id}/cut-off', { params: { path: { system, id } }, body }),
    );
  }
  const body = { feeUsd: change.feeUsd, feeLbp: change.feeLbp };
  return dataOf(
    system === BillingSystem.ampere.id
      ? api.POST('/api/ampere-records/{id}/reconnect', { params: { path: { id } }, body })
      : api.POST('/api/{system}-customers/{id}/reconnect', { params: { path: { system, id } }, body }),
  );
}

/** The refusal stays in the dialog (the server's Arabic message); success closes it. */
export function useCutOffCustomer(
  system: string,
  options: { onSuccess: () => void; onSettled?: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CutOffChange) => send(system, change),
    onSuccess: (_answer, change) => {
      toast({ variant: 'success', title: change.action === 'cut-off' ? t.cutOffDone : t.reconnectDone });
      options.onSuccess();
    },
    onSettled: () => {
      options.onSettled?.();
      return customersApi(system).invalidate(queryClient);
    },
  });
}
