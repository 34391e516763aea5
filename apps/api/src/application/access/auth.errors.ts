import { TooManyAttemptsError, UnauthorizedError, waitInArabic } from '@kahraba/billing-domain';

export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super('البريد الإلكتروني أو كلمة المرور غير صحيحة', 'INVALID_CREDENTIALS');
  }
}

export class TooManyLoginAttemptsError extends TooManyAttemptsError {
  constructor(minutes: number) {
    super(
      `محاولات دخول فاشلة كثيرة، يرجى المحاولة بعد ${waitInArabic(Math.max(1, minutes) * 60)}`,
      'TOO_MANY_LOGIN_ATTEMPTS',
    );
  }
}
