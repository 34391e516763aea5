import { Injectable } from '@nestjs/common';
import {
  PORTAL_ADDRESS_BACKOFF,
  PORTAL_VISITOR_BACKOFF,
  TooManyAttemptsError,
  waitInArabic,
} from '@kahraba/billing-domain';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Clock } from '../../application/clock/clock';
import { PostgresBackoff, type BackoffTurn } from '../../application/database/postgres-backoff';
import { postgresRateLimiter } from '../../application/database/postgres-rate-limiter';
import { Database } from '../../application/database/sql-database.provider';
import type { PortalVisitor } from './portal-device-cookie.service';

/** The public pages answer anyone: enough for a family looking up bills, not for a script. */
export const PORTAL_SEARCHES_PER_MINUTE = 30;
export const REGISTRATIONS_PER_HOUR = 5;
/**
 * Look-ups that found nothing (docs/public-endpoints.md) are counted per visitor, never per customer number,
 * so a stranger's guesses cannot lock a customer out of their bill. Free misses before the first wait, for
 * one device, and for one address across its devices (PORTAL_VISITOR_BACKOFF, PORTAL_ADDRESS_BACKOFF).
 */
export const PORTAL_VISITOR_MISSES_BEFORE_DELAY = PORTAL_VISITOR_BACKOFF.freeMisses;
export const PORTAL_ADDRESS_MISSES_BEFORE_DELAY = PORTAL_ADDRESS_BACKOFF.freeMisses;

type CountedTurn = Extract<BackoffTurn, { allowed: true }>;

/** A look-up let through, counted as a miss of its device and its address until it finds a bill. */
export interface PortalLookUpTurn {
  /** The device's misses in a row, this look-up included. */
  readonly misses: number;
  readonly byDevice: CountedTurn;
  readonly byAddress: CountedTurn;
}

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
  private readonly missesByDevice: PostgresBackoff;
  private readonly missesByAddress: PostgresBackoff;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.byAddress = postgresRateLimiter(db, 'portal-address', PORTAL_SEARCHES_PER_MINUTE, 60);
    this.missesByDevice = new PostgresBackoff(db, 'portal-misses-device', PORTAL_VISITOR_BACKOFF);
    this.missesByAddress = new PostgresBackoff(db, 'portal-misses-address', PORTAL_ADDRESS_BACKOFF);
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

  /**
   * Counts the look-up as a miss of the visitor before it is checked, so that parallel guesses cannot
   * all slip past; refuses (429, saying how long to wait) while the device or its address must wait.
   */
  async takeMiss(visitor: PortalVisitor): Promise<PortalLookUpTurn> {
    const now = this.clock.now();
    const byDevice = await this.missesByDevice.take(visitor.device, now);
    if (!byDevice.allowed) throw tooManyMisses(byDevice.waitMs);
    const byAddress = await this.missesByAddress.take(visitor.address, now);
    if (!byAddress.allowed) {
      await this.missesByDevice.giveBack(byDevice);
      throw tooManyMisses(byAddress.waitMs);
    }
    return { misses: byDevice.misses, byDevice, byAddress };
  }

  /**
   * The look-up found a bill: it was no miss. Only this attempt is given back, the misses before it
   * stay: finding one's own bill must not buy fresh guesses at another customer's name.
   */
  async found(turn: PortalLookUpTurn): Promise<void> {
    await Promise.all([
      this.missesByDevice.giveBack(turn.byDevice),
      this.missesByAddress.giveBack(turn.byAddress),
    ]);
  }
}

function tooManyMisses(waitMs: number): TooManyAttemptsError {
  return new TooManyAttemptsError(
    `محاولات بحث خاطئة كثيرة، يرجى المحاولة بعد ${waitInArabic(waitMs / 1000)}`,
    'TOO_MANY_PORTAL_MISSES',
  );
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
          `تم إرسال طلبات كثيرة، يرجى المحاولة بعد ${waitInArabic(minutes * 60)}`,
          'TOO_MANY_REGISTRATIONS',
        ),
    );
  }
}
