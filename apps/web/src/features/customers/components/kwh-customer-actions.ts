import type { KwhCustomer } from '../../../types/kwh';

/** Stable callbacks shared by every row and card, so a row re-renders only when its own data changes. */
export interface KwhCustomerActions {
  edit: (customer: KwhCustomer) => void;
  markPaid: (customer: KwhCustomer) => void;
  remove: (customer: KwhCustomer) => void;
  /** Where the single invoice of a customer prints (opens in a new tab). */
  invoiceHref: (customer: KwhCustomer) => string;
  /** issue 11: the take-payment and payment-history dialogs (components/payments). */
  takePayment: (customer: KwhCustomer) => void;
  showPayments: (customer: KwhCustomer) => void;
}
