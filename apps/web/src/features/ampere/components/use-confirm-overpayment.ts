import { useCallback } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { formatUsd } from '../../../lib/money';
import { overpaymentOf } from '../lib/overpayment';
import { ampereMessages as t } from '../messages';

/** issue 6: a paid amount above the bill is saved only after the operator confirms it, shown the amount,
 * the bill and the credit that results. Resolves true when there is nothing to ask or they confirmed. */
export function useConfirmOverpayment() {
  const confirm = useConfirm();
  return useCallback(
    async (name: string, bill: number, paid: number): Promise<boolean> => {
      const overpayment = overpaymentOf(bill, paid);
      if (!overpayment) return true;
      return confirm({
        title: t.overpaymentTitle,
        message: t.overpaymentText(
          name,
          formatUsd(overpayment.paid),
          formatUsd(overpayment.bill),
          formatUsd(overpayment.credit),
        ),
        confirmLabel: t.overpaymentConfirm,
        variant: 'warning',
      });
    },
    [confirm],
  );
}
