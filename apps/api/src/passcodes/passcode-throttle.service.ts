import { Injectable } from '@nestjs/common';
import { TooManyAttemptsError } from '@kahraba/billing-domain';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { postgresRateLimiter } from '../database/postgres-rate-limiter';
import { Database } from '../database/sql-database.provider';

/** Passcode guesses per user in a window, whether typed to unlock a screen or to change it. */
export const PASSCODE_ATTEMPTS_PER_USER = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * Counts an attempt before the passcode is checked, so that parallel guesses cannot all slip past
 * a counter read before any of them failed. The right passcode clears the count. The counter lives
 * in PostgreSQL: a restart or another instance does not hand out fresh guesses.
 */
@Injectable()
export class PasscodeThrottleService {
  private readonly attempts: RateLimiterAbstract;

  constructor(db: Database) {
    this.attempts = postgresRateLimiter(db, 'passcode', PASSCODE_ATTEMPTS_PER_USER, WINDOW_SECONDS);
  }

  async consumeAttempt(userId: string): Promise<void> {
    try {
      await this.attempts.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      throw new TooManyAttemptsError(
        `محاولات كثيرة لكلمة المرور، يرجى المحاولة بعد ${minutes} دقيقة`,
        'TOO_MANY_PASSCODE_ATTEMPTS',
      );
    }
  }

  async forgetAttempts(userId: string): Promise<void> {
    await this.attempts.delete(userId);
  }
}
