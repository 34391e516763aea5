import { BillingSystem } from '@kahraba/billing-domain';
import { useCallback } from 'react';
import type { CellValue } from '../../../components/inline-edit-cell';
import { toast } from '../../../components/toast';
import type { AmpereRecord } from '../../../types/ampere';
import { useUpdateCustomer } from '../api/update-customer';
import { changeOf, type EditableField } from '../lib/record-fields';
import { ampereMessages as t } from '../messages';
import { useConfirmOverpayment } from '../../../components/confirm-dialog';

/** Saves one edited cell of the records table: a name is required; a paid amount above
 * the bill is confirmed first. Stable, so memoised rows do not re-render. */
export function useSaveRecordCell() {
  const { mutateAsync: patch } = useUpdateCustomer(BillingSystem.ampere.id, t);
  const confirmOverpayment = useConfirmOverpayment();
  return useCallback(
    // true once saved; false keeps the cell in edit mode with what was typed.
    async (record: AmpereRecord, field: EditableField, value: CellValue): Promise<boolean> => {
      const changes = changeOf(field, value);
      if (field === 'name' && !changes.name) {
        toast({ variant: 'destructive', title: t.updateFailed, description: t.nameRequired });
        return false;
      }
      if (changes.amountPaid !== undefined) {
        if (!(await confirmOverpayment(record.name, record.amount, changes.amountPaid))) return false;
      }
      // The failure toast comes from the mutation itself.
      return patch({ id: record.id, changes }).then(
        () => true,
        () => false,
      );
    },
    [patch, confirmOverpayment],
  );
}
