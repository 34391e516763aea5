import { NotFoundError } from '../errors/not-found.error';

/** No payment has this id (the receipt page and the void call name one). */
export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super('الدفعة غير موجودة', 'PAYMENT_NOT_FOUND');
  }
}
