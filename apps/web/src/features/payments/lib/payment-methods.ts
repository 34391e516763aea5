import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, isPaymentMethod } from '@kahraba/billing-domain';

/** How the money came, in the order the dialog offers them (the ledger's labels). */
export { PAYMENT_METHODS };

export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
}
