import { Injectable } from '@nestjs/common';
import { PASSCODE_BACKOFF, TooManyAttemptsError, waitInArabic } from '@kahraba/billing-domain';
import { Clock } from '../clock/clock';
import { PostgresBackoff } from '../database/postgres-backoff';
import { Database } from '../database/sql-database.provider';

/** Wrong passcodes in a row before the first wait (then 30 s, doubling: PASSCODE_BACKOFF). */
export const PASSCODE_MISSES_BEFORE_DELAY = PASSCODE_BACKOFF.freeMisses;

/**
 * Passcode guesses per user, whether typed to unlock a screen or to change it
 * (docs/business-rules.md#screen-passcodes: a delay that doubles with every miss in a row). An attempt is
 * counted before the passcode is checked, so that parallel guesses cannot all slip past; the right passcode
 * clears the count. The count lives in PostgreSQL: a restart or another instance does not hand out fresh
 * guesses.
 */
@Injectable()
export class PasscodeThrottleService {
  private readonly misses: PostgresBackoff;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.misses = new PostgresBackoff(db, 'passcode-misses', PASSCODE_BACKOFF);
  }

  /** Counts one attempt of `userId`; returns the misses in a row counting this one, if it is wrong. */
  async consumeAttempt(userId: string): Promise<number> {
    const turn = await this.misses.take(userId, this.clock.now());
    if (turn.allowed) return turn.misses;
    throw new TooManyAttemptsError(
      `محاولات خاطئة كثيرة لكلمة المرور، يرجى المحاولة بعد ${waitInArabic(turn.waitMs / 1000)}`,
      'TOO_MANY_PASSCODE_ATTEMPTS',
    );
  }

  async forgetAttempts(userId: string): Promise<void> {
    await this.misses.forget(userId);
  }
}
