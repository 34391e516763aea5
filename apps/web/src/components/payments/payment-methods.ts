import type { PaymentMethod } from '../../types/payments';

/** How the money came (CONTRACT-11 PAYMENT_METHOD_LABELS), in the order the dialog offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'bank_transfer', 'money_transfer'];

const LABELS: Record<PaymentMethod, string> = {
  cash: 'نقداً',
  bank_transfer: 'تحويل مصرفي',
  money_transfer: 'شركة تحويل أموال (OMT، Whish)',
};

export function paymentMethodLabel(method: string): string {
  return LABELS[method as PaymentMethod] ?? method;
}
