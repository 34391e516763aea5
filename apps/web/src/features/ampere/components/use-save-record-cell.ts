import { useCallback } from 'react';
import type { CellValue } from '../../../components/inline-edit-cell';
import { toast } from '../../../components/toast';
import type { AmpereRecord } from '../../../types/ampere';
import { useUpdateAmpereRecord } from '../api/update-ampere-record';
import { changeOf, type EditableField } from '../lib/record-fields';
import { ampereMessages as t } from '../messages';
import { useConfirmOverpayment } from './use-confirm-overpayment';

/** Saves one edited cell of the records table (spec 000 §2.5): a name is required; a paid amount above
 * the bill is confirmed first (issue 6). Stable, so memoised rows do not re-render. */
export function useSaveRecordCell() {
  const { mutate: patch } = useUpdateAmpereRecord();
  const confirmOverpayment = useConfirmOverpayment();
  return useCallback(
    async (record: AmpereRecord, field: EditableField, value: CellValue) => {
      const changes = changeOf(field, value);
      if (field === 'name' && !changes.name) {
        toast({ variant: 'destructive', title: t.updateFailed, description: t.nameRequired });
        return;
      }
      if (changes.amountPaid !== undefined) {
        if (!(await confirmOverpayment(record.name, record.amount, changes.amountPaid))) return;
      }
      patch({ id: record.id, changes });
    },
    [patch, confirmOverpayment],
  );
}
