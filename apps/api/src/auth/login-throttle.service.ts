import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyLoginAttemptsError } from './auth.errors';

/** Sign-in attempts are limited per IP and per email (brute-force defence). */
export const FAILED_LOGINS_PER_EMAIL = 5;
export const FAILED_LOGINS_PER_IP = 20;
const WINDOW_SECONDS = 15 * 60;

/**
 * Every attempt is counted before the password is checked: counting only after a failure let
 * parallel guesses all read the counter before any of them had failed. A successful sign-in gives
 * its point back, so only failures add up.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byEmail = new RateLimiterMemory({
    points: FAILED_LOGINS_PER_EMAIL,
    duration: WINDOW_SECONDS,
  });
  private readonly byIp = new RateLimiterMemory({ points: FAILED_LOGINS_PER_IP, duration: WINDOW_SECONDS });

  /** Takes one attempt from both allowances, or refuses (429) when either is spent. */
  async consumeAttempt(ip: string, email: string): Promise<void> {
    const results = await Promise.allSettled([this.byEmail.consume(emailKey(email)), this.byIp.consume(ip)]);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (refusals.length === 0) return;
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    const waitMs = Math.max(...refusals.map((refusal: RateLimiterRes) => refusal.msBeforeNext));
    throw new TooManyLoginAttemptsError(Math.ceil(waitMs / 60_000));
  }

  async recordSuccess(ip: string, email: string): Promise<void> {
    await Promise.all([this.byEmail.delete(emailKey(email)), this.byIp.reward(ip, 1)]);
  }
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
