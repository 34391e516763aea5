import { DomainError } from './domain-error';

/** The caller is not signed in. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized' as const;

  constructor(
    messageAr = 'يجب تسجيل الدخول',
    readonly code: string = 'UNAUTHORIZED',
  ) {
    super(messageAr);
  }
}

/** The caller is signed in but may not do this (for example a wrong passcode on a destructive tool). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;

  constructor(
    messageAr = 'غير مسموح',
    readonly code: string = 'FORBIDDEN',
  ) {
    super(messageAr);
  }
}

/** Too many attempts in a short time (sign-in, passcodes, the public portal). */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'too_many' as const;

  constructor(
    messageAr = 'محاولات كثيرة، يرجى المحاولة لاحقاً',
    readonly code: string = 'TOO_MANY_ATTEMPTS',
  ) {
    super(messageAr);
  }
}
