import { ForbiddenError, TooManyAttemptsError, UnauthorizedError } from './access.error';
import { DomainError } from './domain-error';

describe('access errors', () => {
  it('refuses a caller who is not signed in', () => {
    const error = new UnauthorizedError();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'UNAUTHORIZED' });
  });

  it('refuses a signed-in caller who may not do this, with the given wording and code', () => {
    expect(new ForbiddenError('رمز المرور غير صحيح', 'WRONG_PASSCODE')).toMatchObject({
      kind: 'forbidden',
      code: 'WRONG_PASSCODE',
      message: 'رمز المرور غير صحيح',
    });
  });

  it('refuses too many attempts', () => {
    expect(new TooManyAttemptsError()).toMatchObject({ kind: 'too_many', code: 'TOO_MANY_ATTEMPTS' });
  });

  it('speaks Arabic by default', () => {
    for (const error of [new UnauthorizedError(), new ForbiddenError(), new TooManyAttemptsError()]) {
      expect(error.message).toMatch(/\p{Script=Arabic}/u);
    }
  });
});
