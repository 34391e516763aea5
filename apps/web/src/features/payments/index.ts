export { PaymentButtons } from './components/payment-buttons';
export { usePaymentDialogs } from './components/payment-dialogs';
export { paymentsUrlOf } from './api/payment-customer';
export { paymentMethodLabel } from './lib/payment-methods';
export { useVoidPayment } from './api/void-payment';
export { VoidReasonField } from './components/void-reason-field';
