import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { ormOptions } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { DATABASE_URL } from './database.constants';
import { Database } from './sql-database.provider';

export { DATABASE_URL } from './database.constants';

/** The database of the process (API or CLI): MikroORM for entities, a pg pool for bulk SQL. */
@Module({})
export class DatabaseModule {
  static forUrl(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [MikroOrmModule.forRoot({ ...ormOptions(url), registerRequestContext: true })],
      providers: [{ provide: DATABASE_URL, useValue: url }, Database, Clock],
      exports: [DATABASE_URL, Database, Clock],
    };
  }
}
