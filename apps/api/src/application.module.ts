import { DynamicModule, Module } from '@nestjs/common';
import type { EmbeddedServerWatch } from '@kahraba/persistence';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from './application/oversight/audit.module';
import { BackupsModule } from './application/backups/backups.module';
import { BillingModule } from './billing.module';
import { DatabaseModule } from './application/database/database.module';
import { EventsModule } from './application/events/events.module';
import { SystemsModule } from './application/systems/systems.module';
import { UsersModule } from './application/access/users.module';

/**
 * The application layer (commands, queries, handlers) without HTTP: the API and the CLI
 * both boot this and send the same commands through the same bus.
 */
@Module({})
export class ApplicationModule {
  /** `embedded`: the embedded server the process looks after, if it runs one (the API does). */
  static forDatabase(url: string, embedded?: EmbeddedServerWatch): DynamicModule {
    return {
      module: ApplicationModule,
      imports: [
        DatabaseModule.forUrl(url, embedded),
        CqrsModule.forRoot(),
        EventsModule,
        SystemsModule,
        UsersModule,
        BillingModule,
        AuditModule,
        BackupsModule,
      ],
      exports: [CqrsModule],
    };
  }
}
