import { Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { TooManyLoginAttemptsError } from './auth-errors';

/** Failed sign-ins are limited per IP and per email (brute-force defence). */
export const FAILED_LOGINS_PER_EMAIL = 5;
export const FAILED_LOGINS_PER_IP = 20;
const WINDOW_SECONDS = 15 * 60;

@Injectable()
export class LoginThrottle {
  private readonly byEmail = new RateLimiterMemory({
    points: FAILED_LOGINS_PER_EMAIL,
    duration: WINDOW_SECONDS,
  });
  private readonly byIp = new RateLimiterMemory({ points: FAILED_LOGINS_PER_IP, duration: WINDOW_SECONDS });

  async assertAllowed(ip: string, email: string): Promise<void> {
    const [forEmail, forIp] = await Promise.all([this.byEmail.get(emailKey(email)), this.byIp.get(ip)]);
    const emailBlocked = (forEmail?.consumedPoints ?? 0) >= FAILED_LOGINS_PER_EMAIL;
    const ipBlocked = (forIp?.consumedPoints ?? 0) >= FAILED_LOGINS_PER_IP;
    if (emailBlocked || ipBlocked) {
      const waitMs = Math.max(
        emailBlocked ? (forEmail?.msBeforeNext ?? 0) : 0,
        ipBlocked ? (forIp?.msBeforeNext ?? 0) : 0,
      );
      throw new TooManyLoginAttemptsError(Math.ceil(waitMs / 60_000));
    }
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.byEmail.penalty(emailKey(email)).catch(() => undefined),
      this.byIp.penalty(ip).catch(() => undefined),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(emailKey(email));
  }
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
