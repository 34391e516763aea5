import { ConflictError, InvalidInputError } from '@kahraba/billing-domain';

export class EmailAlreadyUsedError extends ConflictError {
  constructor(email: string) {
    super(`البريد الإلكتروني مستخدم مسبقاً: ${email}`, 'EMAIL_ALREADY_USED');
  }
}

export const PASSWORD_MIN_LENGTH = 8;

export class WeakPasswordError extends InvalidInputError {
  constructor() {
    super(`كلمة المرور يجب أن تتكون من ${PASSWORD_MIN_LENGTH} أحرف على الأقل`, 'WEAK_PASSWORD');
  }
}
