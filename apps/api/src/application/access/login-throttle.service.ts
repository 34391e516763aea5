import { Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Database } from '../database/sql-database.provider';
import { postgresRateLimiter } from '../database/postgres-rate-limiter';
import { TooManyLoginAttemptsError } from './auth.errors';

/**
 * Failed sign-ins allowed per window. The strict limit is per (email, IP) pair, so a stranger's
 * wrong guesses cannot lock an account out for everyone; the looser per-email ceiling stops a
 * guessing campaign spread over many addresses; the per-IP limit stops one address spraying emails.
 * A browser that signed in to the account before (device cookie) is counted on its own instead of
 * against the pair and the per-email ceiling: failures elsewhere never lock it out.
 */
export const FAILED_LOGINS_PER_EMAIL_AND_IP = 5;
export const FAILED_LOGINS_PER_EMAIL_ALL_IPS = 50;
export const FAILED_LOGINS_PER_IP = 20;
const FAILED_LOGINS_PER_KNOWN_DEVICE = 5;
const WINDOW_SECONDS = 15 * 60;

type Allowance = [RateLimiterAbstract, string];

/**
 * Every attempt is counted before the password is checked: counting only after a failure let
 * parallel guesses all read the counters before any of them had failed. An attempt a limiter
 * refuses gives back what it took, and a successful sign-in gives its points back, so only
 * checked wrong passwords add up. Counters live in PostgreSQL: restarts and instances share them.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byPair: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;
  private readonly byDevice: RateLimiterAbstract;

  constructor(db: Database) {
    this.byPair = postgresRateLimiter(db, 'login-pair', FAILED_LOGINS_PER_EMAIL_AND_IP, WINDOW_SECONDS);
    this.byEmail = postgresRateLimiter(db, 'login-email', FAILED_LOGINS_PER_EMAIL_ALL_IPS, WINDOW_SECONDS);
    this.byIp = postgresRateLimiter(db, 'login-ip', FAILED_LOGINS_PER_IP, WINDOW_SECONDS);
    this.byDevice = postgresRateLimiter(db, 'login-device', FAILED_LOGINS_PER_KNOWN_DEVICE, WINDOW_SECONDS);
  }

  /** Takes one attempt from every allowance, or refuses (429) when any is spent. */
  async consumeAttempt(ip: string, email: string, knownDevice: string | null = null): Promise<void> {
    const keys = this.keysOf(ip, email, knownDevice);
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
  async recordSuccess(ip: string, email: string, knownDevice: string | null = null): Promise<void> {
    const [first, ...others] = this.keysOf(ip, email, knownDevice);
    await Promise.all([first[0].delete(first[1]), this.giveBack(others)]);
  }

  private keysOf(ip: string, email: string, knownDevice: string | null): Allowance[] {
    const normalised = email.trim().toLowerCase();
    if (knownDevice) {
      return [
        [this.byDevice, JSON.stringify([normalised, knownDevice])],
        [this.byIp, ip],
      ];
    }
    return [
      [this.byPair, JSON.stringify([normalised, ip])],
      [this.byEmail, normalised],
      [this.byIp, ip],
    ];
  }

  private async giveBack(keys: Allowance[]): Promise<void> {
    await Promise.all(keys.map(([allowance, key]) => allowance.reward(key, 1)));
  }
}
