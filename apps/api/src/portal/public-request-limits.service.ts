import { Injectable } from '@nestjs/common';
import { TooManyAttemptsError } from '@kahraba/billing-domain';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The public pages answer anyone: enough for a family looking up bills, not for a script. */
export const PORTAL_SEARCHES_PER_MINUTE = 30;
export const REGISTRATIONS_PER_HOUR = 5;

/** So many requests per visitor address in a window; beyond that, 429 with an Arabic message. */
abstract class PerAddressLimit {
  private readonly limiter: RateLimiterMemory;

  protected constructor(
    points: number,
    seconds: number,
    private readonly refusal: (minutes: number) => TooManyAttemptsError,
  ) {
    this.limiter = new RateLimiterMemory({ points, duration: seconds });
  }

  async take(address: string | undefined): Promise<void> {
    try {
      await this.limiter.consume(address || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw this.refusal(Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000)));
    }
  }
}

@Injectable()
export class PortalSearchLimit extends PerAddressLimit {
  constructor() {
    super(
      PORTAL_SEARCHES_PER_MINUTE,
      60,
      () =>
        new TooManyAttemptsError('محاولات بحث كثيرة، يرجى المحاولة بعد دقيقة', 'TOO_MANY_PORTAL_SEARCHES'),
    );
  }
}

@Injectable()
export class RegistrationLimit extends PerAddressLimit {
  constructor() {
    super(
      REGISTRATIONS_PER_HOUR,
      60 * 60,
      (minutes) =>
        new TooManyAttemptsError(
          `تم إرسال طلبات كثيرة، يرجى المحاولة بعد ${minutes} دقيقة`,
          'TOO_MANY_REGISTRATIONS',
        ),
    );
  }
}
