import { DynamicModule, Module } from '@nestjs/common';
import type { EmbeddedServerWatch } from '@kahraba/persistence';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessModule } from './application/access/access.module';
import { ArchivesModule } from './application/archives/archives.module';
import { BackupsModule } from './application/backups/backups.module';
import { BatchesModule } from './application/batches/batches.module';
import { CollectionModule } from './application/collection/collection.module';
import { CustomersModule } from './application/customers/customers.module';
import { DebtorsModule } from './application/debtors/debtors.module';
import { CutOffModule } from './application/cut-off/cut-off.module';
import { DatabaseModule } from './application/database/database.module';
import { EventsModule } from './application/events/events.module';
import { GeneratorsModule } from './application/generators/generators.module';
import { HandoversModule } from './application/handovers/handovers.module';
import { MonthsModule } from './application/months/months.module';
import { OversightModule } from './application/oversight/oversight.module';
import { PaymentsModule } from './application/payments/payments.module';
import { PortalModule } from './application/portal/portal.module';
import { PricesModule } from './application/prices/prices.module';
import { PrintingModule } from './application/printing/printing.module';
import { ReadingsModule } from './application/readings/readings.module';
import { SettingsModule } from './application/settings/settings.module';
import { StatementsModule } from './application/statements/statements.module';
import { SystemsModule } from './application/systems/systems.module';
import { HistoryModule } from './application/history/history.module';
import { OfficialTariffsModule } from './application/tariffs/official-tariffs.module';

/**
 * The application floor (commands, queries, handlers) without HTTP, one module per business context
 * (docs/developer-guide.md#the-three-floors): the API and the CLI both boot this and send the same
 * commands through the same bus.
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
        AccessModule,
        ArchivesModule,
        BackupsModule,
        BatchesModule,
        CollectionModule,
        CustomersModule,
        HandoversModule,
        DebtorsModule,
        CutOffModule,
        MonthsModule,
        OversightModule,
        PaymentsModule,
        PortalModule,
        PricesModule,
        PrintingModule,
        ReadingsModule,
        SettingsModule,
        StatementsModule,
        HistoryModule,
        GeneratorsModule,
        OfficialTariffsModule,
      ],
      exports: [CqrsModule],
    };
  }
}
