import { DynamicModule, Module } from '@nestjs/common';
import type { EmbeddedServerWatch } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { DATABASE_URL, EMBEDDED_SERVER } from './database.constants';
import { Database } from './sql-database.provider';

/**
 * The database of the process (API or CLI): one pg pool, `Database`, for every statement
 * (docs/developer-guide.md#connections-to-postgresql); every query has a deadline (docs/database-faults.md).
 */
@Module({})
export class DatabaseModule {
  static forUrl(url: string, embedded?: EmbeddedServerWatch): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        { provide: DATABASE_URL, useValue: url },
        { provide: EMBEDDED_SERVER, useValue: embedded ?? null },
        Database,
        Clock,
      ],
      exports: [DATABASE_URL, EMBEDDED_SERVER, Database, Clock],
    };
  }
}
