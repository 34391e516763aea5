import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyLoginAttemptsError } from './auth.errors';

/**
 * Failed sign-ins allowed per window. The strict limit is per (email, IP) pair, so a stranger's
 * wrong guesses cannot lock an account out for everyone; the looser per-email ceiling stops a
 * guessing campaign spread over many addresses; the per-IP limit stops one address spraying emails.
 */
export const FAILED_LOGINS_PER_EMAIL_AND_IP = 5;
export const FAILED_LOGINS_PER_EMAIL_ALL_IPS = 50;
export const FAILED_LOGINS_PER_IP = 20;
const WINDOW_SECONDS = 15 * 60;

/**
 * Every attempt is counted before the password is checked: counting only after a failure let
 * parallel guesses all read the counters before any of them had failed. An attempt a limiter
 * refuses gives back what it took, and a successful sign-in gives its points back, so only
 * checked wrong passwords add up.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byPair = limiter(FAILED_LOGINS_PER_EMAIL_AND_IP);
  private readonly byEmail = limiter(FAILED_LOGINS_PER_EMAIL_ALL_IPS);
  private readonly byIp = limiter(FAILED_LOGINS_PER_IP);

  /** Takes one attempt from every allowance, or refuses (429) when any is spent. */
  async consumeAttempt(ip: string, email: string): Promise<void> {
    const keys = this.keysOf(ip, email);
    const results = await Promise.allSettled(keys.map(([allowance, key]) => allowance.consume(key)));
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (refusals.length === 0) return;
    // A refused limiter has counted the attempt too (its counter goes past the limit): give back all.
    await this.giveBack(keys);
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    const waitMs = Math.max(...refusals.map((refusal: RateLimiterRes) => refusal.msBeforeNext));
    throw new TooManyLoginAttemptsError(Math.ceil(waitMs / 60_000));
  }

  /** The password was right: this email from this IP starts afresh, and the attempt is given back. */
  async recordSuccess(ip: string, email: string): Promise<void> {
    const [pair, ...others] = this.keysOf(ip, email);
    await Promise.all([pair[0].delete(pair[1]), this.giveBack(others)]);
  }

  private keysOf(ip: string, email: string): Array<[RateLimiterMemory, string]> {
    const normalised = email.trim().toLowerCase();
    return [
      [this.byPair, JSON.stringify([normalised, ip])],
      [this.byEmail, normalised],
      [this.byIp, ip],
    ];
  }

  private async giveBack(keys: Array<[RateLimiterMemory, string]>): Promise<void> {
    await Promise.all(keys.map(([allowance, key]) => allowance.reward(key, 1)));
  }
}

function limiter(points: number): RateLimiterMemory {
  return new RateLimiterMemory({ points, duration: WINDOW_SECONDS });
}
