import { ConflictError, InvalidInputError, NotFoundError, UnauthorizedError } from '@kahraba/billing-domain';

export class EmailAlreadyUsedError extends ConflictError {
  constructor(email: string) {
    super(`البريد الإلكتروني مستخدم مسبقاً: ${email}`, 'EMAIL_ALREADY_USED');
  }
}

const PASSWORD_MIN_LENGTH = 8;
/** The sign-in form refuses longer passwords (LoginDto): an account must be able to sign in. */
const PASSWORD_MAX_LENGTH = 200;

class WeakPasswordError extends InvalidInputError {
  constructor() {
    super(`كلمة المرور يجب أن تتكون من ${PASSWORD_MIN_LENGTH} أحرف على الأقل`, 'WEAK_PASSWORD');
  }
}

class PasswordTooLongError extends InvalidInputError {
  constructor() {
    super('كلمة المرور طويلة جداً', 'PASSWORD_TOO_LONG');
  }
}

/** The same rules as sign-in: a password the sign-in form would accept, and not a trivial one. */
export function checkNewPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) {
    throw new InvalidInputError('كلمة المرور مطلوبة', 'PASSWORD_REQUIRED');
  }
  if (password.length < PASSWORD_MIN_LENGTH) throw new WeakPasswordError();
  if (password.length > PASSWORD_MAX_LENGTH) throw new PasswordTooLongError();
  return password;
}

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('المستخدم غير موجود', 'USER_NOT_FOUND');
  }
}

/** A deactivated user gave the right password: tell them why they cannot sign in. */
export class AccountDeactivatedError extends UnauthorizedError {
  constructor() {
    super('تم إيقاف هذا الحساب، يرجى مراجعة مدير النظام', 'ACCOUNT_DEACTIVATED');
  }
}
