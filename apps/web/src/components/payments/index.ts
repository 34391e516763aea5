export { PaymentButtons, type PaymentButtonsProps } from './payment-buttons';
export { usePaymentDialogs } from './payment-dialogs';
export { PaymentHistoryDialog } from './payment-history-dialog';
export {
  paymentCustomerOf,
  paymentsUrlOf,
  type PayableRecord,
  type PaymentCustomer,
} from './payment-customer';
export { paymentMethodLabel } from './payment-methods';
export { beirutDateAndTime, formatBeirutDateTime } from './received-at';
export { TakePaymentDialog } from './take-payment-dialog';
export { useVoidPayment } from './void-payment';
export { VoidReasonField } from './void-reason-field';
