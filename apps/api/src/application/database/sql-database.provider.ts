import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SqlDatabase } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { DATABASE_URL } from './database.constants';

/** The pool for set-based SQL, closed with the application; its SQL reads days in the business's zone. */
@Injectable()
export class Database extends SqlDatabase implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_URL) url: string, clock: Clock) {
    super(url, undefined, clock.timeZone);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close().catch(() => undefined);
  }
}
