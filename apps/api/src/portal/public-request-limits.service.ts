import { Injectable } from '@nestjs/common';
import { TooManyAttemptsError } from '@kahraba/billing-domain';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { postgresRateLimiter } from '../database/postgres-rate-limiter';
import { Database } from '../database/sql-database.provider';

/** The public pages answer anyone: enough for a family looking up bills, not for a script. */
export const PORTAL_SEARCHES_PER_MINUTE = 30;
export const REGISTRATIONS_PER_HOUR = 5;
/**
 * Look-ups of one customer number that found nothing, from all addresses together, in an hour:
 * guessing a customer's name from many addresses stops here. A look-up that finds the bill gives
 * its attempt back, so the customer's own repeated searches never count.
 */
export const PORTAL_MISSES_PER_CUSTOMER_PER_HOUR = 10;

async function take(
  limiter: RateLimiterAbstract,
  key: string,
  refusal: (minutes: number) => TooManyAttemptsError,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw refusal(Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000)));
  }
}

/** Counters in PostgreSQL: a restart or a second instance hands out no fresh searches. */
@Injectable()
export class PortalSearchLimit {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byCustomer: RateLimiterAbstract;

  constructor(db: Database) {
    this.byAddress = postgresRateLimiter(db, 'portal-address', PORTAL_SEARCHES_PER_MINUTE, 60);
    this.byCustomer = postgresRateLimiter(
      db,
      'portal-customer',
      PORTAL_MISSES_PER_CUSTOMER_PER_HOUR,
      60 * 60,
    );
  }

  /** One search from this address. */
  takeForAddress(address: string | undefined): Promise<void> {
    return take(
      this.byAddress,
      address || 'unknown',
      () =>
        new TooManyAttemptsError('محاولات بحث كثيرة، يرجى المحاولة بعد دقيقة', 'TOO_MANY_PORTAL_SEARCHES'),
    );
  }

  /** One search for this customer number, whoever asks; given back when it finds the bill. */
  takeForCustomer(customerNumber: number): Promise<void> {
    return take(
      this.byCustomer,
      String(customerNumber),
      (minutes) =>
        new TooManyAttemptsError(
          `محاولات بحث كثيرة عن هذا الرقم، يرجى المحاولة بعد ${minutes} دقيقة`,
          'TOO_MANY_PORTAL_SEARCHES_FOR_CUSTOMER',
        ),
    );
  }

  async found(customerNumber: number): Promise<void> {
    await this.byCustomer.reward(String(customerNumber), 1);
  }
}

@Injectable()
export class RegistrationLimit {
  private readonly byAddress: RateLimiterAbstract;

  constructor(db: Database) {
    this.byAddress = postgresRateLimiter(db, 'registration', REGISTRATIONS_PER_HOUR, 60 * 60);
  }

  take(address: string | undefined): Promise<void> {
    return take(
      this.byAddress,
      address || 'unknown',
      (minutes) =>
        new TooManyAttemptsError(
          `تم إرسال طلبات كثيرة، يرجى المحاولة بعد ${minutes} دقيقة`,
          'TOO_MANY_REGISTRATIONS',
        ),
    );
  }
}
