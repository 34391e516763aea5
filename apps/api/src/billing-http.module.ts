import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AmpereRecordsController } from './ampere/ampere-records.controller';
import { ArchivedRecordsController } from './archive/archived-records.controller';
import { TableCountsController } from './archive/table-counts.controller';
import { ColumnDataController } from './column-data/column-data.controller';
import { AuditLogController } from './audit/audit-log.controller';
import { TableAnswerCache } from './http/table-answer-cache.service';
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
    AmpereRecordsController,
    ArchivedRecordsController,
    TableCountsController,
    ColumnDataController,
    SettingsController,
    PasscodesController,
    TableViewController,
    BillingSystemsController,
    UsersController,
    AuditLogController,
  ],
  providers: [TableAnswerCache],
})
export class BillingHttpModule {}
