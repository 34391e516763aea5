import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TableCountsController } from './archive/table-counts.controller';
import { ColumnDataController } from './column-data/column-data.controller';
import { AuditLogController } from './audit/audit-log.controller';
import { MonthlyArchivesHttpModule } from './monthly-archives/monthly-archives-http.module';
import { PasscodesController } from './passcodes/passcodes.controller';
import { RecordTablesHttpModule } from './record-tables/record-tables-http.module';
import { PortalHttpModule } from './portal/portal-http.module';
import { PricingHttpModule } from './pricing/pricing-http.module';
import { SettingsController } from './settings/settings.controller';
import { BillingSystemsController } from './systems/billing-systems.controller';
import { TableViewController } from './table-view/table-view.controller';
import { UsersController } from './users/users.controller';

/** The HTTP face of the billing systems: controllers only, validated DTOs, no logic. */
@Module({
  imports: [
    CqrsModule,
    PortalHttpModule,
    RecordTablesHttpModule,
    MonthlyArchivesHttpModule,
    PricingHttpModule,
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
