import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SqlDatabase } from '@kahraba/persistence';
import { DATABASE_URL } from './database.constants';

/** The pool for set-based SQL, closed with the application. */
@Injectable()
export class Database extends SqlDatabase implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_URL) url: string) {
    super(url);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close().catch(() => undefined);
  }
}
