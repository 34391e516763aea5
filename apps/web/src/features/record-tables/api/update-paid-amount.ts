import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereRecord } from '../../../types/ampere';
import { recordTablesMessages as t } from '../messages';
import type { RecordTableGroup } from './get-group-records';

interface PaidAmountChange {
  group: RecordTableGroup;
  record: AmpereRecord;
  amountPaid: number;
}

/** PATCH /api/{group}-records/{id}/paid-amount {amountPaid}. */
function updatePaidAmount({ group, record, amountPaid }: PaidAmountChange): Promise<AmpereRecord> {
  const options = { params: { path: { id: record.id } }, body: { amountPaid } };
  return dataOf(api.PATCH(`/api/${group}-records/{id}/paid-amount` as const, options));
}

/** Saves a paid amount, then every screen showing ampere customers refetches. */
export function useUpdatePaidAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaidAmount,
    onSuccess: (_saved, { record }) => {
      toast({ variant: 'success', title: t.paidSaved, description: t.paidSavedText(record.name) });
      return invalidateAmpereData(queryClient);
    },
    onError: (error) => notifyFailure(error, t.paidFailed),
  });
}
