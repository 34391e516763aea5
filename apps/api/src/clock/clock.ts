import { Injectable } from '@nestjs/common';

/** The one place that reads the time; the domain is always given `today`. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today's date as 'YYYY-MM-DD' in the business's calendar (the server's local date). */
  today(): string {
    const now = this.now();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
}
