import { useCallback, useMemo, useState } from 'react';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { paymentCustomerOf, type PayableRecord, type PaymentCustomer } from '../api/payment-customer';
import { TakePaymentDialog } from './take-payment-dialog';

type OpenDialog = { kind: 'take' | 'history'; customer: PaymentCustomer };

/** The payment dialogs of a customers screen (the ampere page, every metered group's page): stable
 * `take` and `showHistory` for the rows' buttons, and `dialogs` for the page to render. */
export function usePaymentDialogs(system: string) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const take = useCallback(
    (record: PayableRecord) => setOpen({ kind: 'take', customer: paymentCustomerOf(system, record) }),
    [system],
  );
  const showHistory = useCallback(
    (record: PayableRecord) => setOpen({ kind: 'history', customer: paymentCustomerOf(system, record) }),
    [system],
  );
  const close = useCallback(() => setOpen(null), []);

  const dialogs = useMemo(() => {
    if (!open) return null;
    return open.kind === 'take' ? (
      <TakePaymentDialog customer={open.customer} onClose={close} />
    ) : (
      <PaymentHistoryDialog customer={open.customer} onClose={close} />
    );
  }, [open, close]);

  return { take, showHistory, dialogs };
}
