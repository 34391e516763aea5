export { PaymentButtons, type PaymentButtonsProps } from './components/payment-buttons';
export { usePaymentDialogs } from './components/payment-dialogs';
export { PaymentHistoryDialog } from './components/payment-history-dialog';
export {
  paymentCustomerOf,
  paymentsUrlOf,
  type PayableRecord,
  type PaymentCustomer,
} from './api/payment-customer';
export { paymentMethodLabel } from './lib/payment-methods';
export { TakePaymentDialog } from './components/take-payment-dialog';
export { useVoidPayment } from './api/void-payment';
export { VoidReasonField } from './components/void-reason-field';
