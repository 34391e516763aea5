import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { ormDeadlineOptions, ormOptions, type EmbeddedServerWatch } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { DATABASE_URL, EMBEDDED_SERVER } from './database.constants';
import { Database } from './sql-database.provider';

export { DATABASE_URL } from './database.constants';

/** The database of the process (API or CLI): MikroORM for entities, a pg pool for bulk SQL. */
@Module({})
export class DatabaseModule {
  static forUrl(url: string, embedded?: EmbeddedServerWatch): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        // Every query of the app and the CLI has a deadline (docs/database-faults.md); migrations do not.
        MikroOrmModule.forRoot({ ...ormOptions(url, ormDeadlineOptions()), registerRequestContext: true }),
      ],
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
