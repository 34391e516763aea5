import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TableCountsController } from './http/archives/table-counts.controller';
import { ColumnDataController } from './http/customers/column-data.controller';
import { AuditLogController } from './http/oversight/audit-log.controller';
import { MonthlyArchivesHttpModule } from './http/archives/monthly-archives-http.module';
import { PasscodesController } from './http/access/passcodes.controller';
import { RecordTablesHttpModule } from './http/customers/record-tables-http.module';
import { PortalHttpModule } from './http/portal/portal-http.module';
import { PricingHttpModule } from './http/prices/pricing-http.module';
import { SettingsController } from './http/settings/settings.controller';
import { BillingSystemsController } from './http/systems/billing-systems.controller';
import { TableViewController } from './http/customers/table-view.controller';
import { UsersController } from './http/access/users.controller';
import { OfficialTariffsHttpModule } from './http/tariffs/official-tariffs-http.module';

/** The HTTP face of the billing systems: controllers only, validated DTOs, no logic. */
@Module({
  imports: [
    CqrsModule,
    PortalHttpModule,
    RecordTablesHttpModule,
    MonthlyArchivesHttpModule,
    PricingHttpModule,
    OfficialTariffsHttpModule,
  ],
  controllers: [
    TableCountsController,
    ColumnDataController,
    SettingsController,
    PasscodesController,
    TableViewController,
    BillingSystemsController,
    UsersController,
    AuditLogController,
  ],
})
export class BillingHttpModule {}
