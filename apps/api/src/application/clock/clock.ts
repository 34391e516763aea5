import { Injectable } from '@nestjs/common';
import { calendarDayIn } from '@kahraba/billing-domain';
import { businessTimeZoneOf } from './business-time-zone';

/**
 * The one place that reads the time; the domain is always given `today`. "Today" is the day in the
 * business's time zone (BUSINESS_TIME_ZONE, default Asia/Beirut), whatever the server's TZ.
 */
@Injectable()
export class Clock {
  /** Read once at start: an invalid zone stops the process with one line (main.ts, the CLI). */
  readonly timeZone: string = businessTimeZoneOf(process.env);

  now(): Date {
    return new Date();
  }

  /** Today's date as 'YYYY-MM-DD' in the business's calendar. */
  today(): string {
    return this.dayOf(this.now());
  }

  /** The day (YYYY-MM-DD) an instant falls on in the business's calendar. */
  dayOf(instant: Date): string {
    return calendarDayIn(instant, this.timeZone);
  }
}
