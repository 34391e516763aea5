import { useCallback } from 'react';
import { creditAfterPayment, Money } from '@kahraba/billing-domain';
import { isolateLtr } from '../../lib/display-format';
import { formatUsd } from '../../lib/money';
import { componentMessages as t } from '../messages';
import { useConfirm } from './use-confirm';

/** A paid amount above the bill is saved only after the operator confirms it, shown the amount,
 * the bill and the credit that results (the rule is the domain's). Resolves true when there is nothing
 * to ask or they confirmed. Every screen that records a payment asks the same way. */
export function useConfirmOverpayment() {
  const confirm = useConfirm();
  return useCallback(
    async (name: string, bill: number, paid: number): Promise<boolean> => {
      const credit = creditAfterPayment(Money.parse(bill), Money.parse(paid));
      if (!credit) return true;
      return confirm({
        title: t.overpaymentTitle,
        message: t.overpaymentText(
          name,
          isolateLtr(formatUsd(paid)),
          isolateLtr(formatUsd(bill)),
          isolateLtr(formatUsd(credit.toNumber())),
        ),
        confirmLabel: t.overpaymentConfirm,
        variant: 'warning',
      });
    },
    [confirm],
  );
}
