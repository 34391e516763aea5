import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetAmpereInvoiceHandler } from './ampere/get-ampere-invoice.handler';
import { GetStatementsOfAccountHandler } from './statement/get-statements-of-account.handler';
import { GetStatementsHandler } from './statement/get-statements.handler';
import { GetAmpereInvoicesHandler } from './ampere/get-ampere-invoices.handler';
import { ListAmpereBoxesHandler } from './ampere/list-ampere-boxes.handler';
import { MarkAllAmpereUnpaidHandler } from './ampere/mark-all-ampere-unpaid.handler';
import { CreateCustomerHandler } from './customers/create-customer.handler';
import { DeleteCustomerHandler } from './customers/delete-customer.handler';
import { EditCustomerHandler } from './customers/edit-customer.handler';
import { ListArchivedCustomersHandler } from './customers/list-archived-customers.handler';
import { RestoreCustomerHandler } from './customers/restore-customer.handler';
import { ImportCustomersHandler } from './customers/import-customers.handler';
import { ListCustomersHandler } from './customers/list-customers.handler';
import { PasteCustomerColumnHandler } from './customers/paste-customer-column.handler';
import { PreviewCustomerImportHandler } from './customers/preview-customer-import.handler';
import { UpdateAmperePricesHandler } from './ampere/update-ampere-prices.handler';
import { ArchiveLiveRecordsHandler } from './archive/archive-live-records.handler';
import { CountLiveRecordsHandler } from './archive/count-live-records.handler';
import { ClearColumnHandler } from './column-data/clear-column.handler';
import { RestoreManualArchiveHandler } from './archive/restore-manual-archive.handler';
import { DescribeLastBatchHandler } from './batches/describe-last-batch.handler';
import { UndoLastBatchHandler } from './batches/undo-last-batch.handler';
import { CollectModule } from './collect/collect.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { CloseMonthHandler } from './month-close/close-month.handler';
import { PaymentsModule } from './payments/payments.module';
import { PrintingModule } from './printing/printing.module';
import { ChangePasscodeHandler } from './passcodes/change-passcode.handler';
import { EnsurePasscodeHandler } from './passcodes/ensure-passcode.handler';
import { IsPasscodeUnlockedHandler } from './passcodes/is-passcode-unlocked.handler';
import { PasscodeThrottleService } from './passcodes/passcode-throttle.service';
import { SetPasscodeHandler } from './passcodes/set-passcode.handler';
import { VerifyPasscodeHandler } from './passcodes/verify-passcode.handler';
import { PaymentsReportModule } from './payments-report/payments-report.module';
import { PortalModule } from './portal/portal.module';
import { GetAmperePricingHandler } from './settings/get-ampere-pricing.handler';
import { GetCompanyProfileHandler } from './settings/get-company-profile.handler';
import { GetExchangeRateHandler } from './settings/get-exchange-rate.handler';
import { GetLiveMonthHandler } from './settings/get-live-month.handler';
import { GetSubscriptionPricingHandler } from './settings/get-subscription-pricing.handler';
import { GetTableConfigHandler } from './settings/get-table-config.handler';
import { UpdateCompanyProfileHandler } from './settings/update-company-profile.handler';
import { GetPublicAddressHandler } from './settings/get-public-address.handler';
import { SetPublicAddressHandler } from './settings/set-public-address.handler';
import { GetTableViewHandler } from './table-view/get-table-view.handler';
import { ListBillingSystemsHandler } from './systems/list-billing-systems.handler';
import { KwhModule } from './kwh/kwh.module';
import { KwhReadingsModule } from './kwh/readings/kwh-readings.module';
import { ReadingRoundModule } from './reading-round/reading-round.module';
import { MonthlyArchivesModule } from './monthly-archives/monthly-archives.module';
import { RecordTablesModule } from './record-tables/record-tables.module';
import { PricingModule } from './pricing/pricing.module';
import { UsersModule } from './users/users.module';

/**
 * Application layer of the billing systems: records, batches and undo, archive and restore, month
 * close, invoices, settings. Shared by the API and the CLI; no HTTP here.
 */
@Module({
  imports: [
    CqrsModule,
    UsersModule,
    PortalModule,
    KwhModule,
    KwhReadingsModule,
    ReadingRoundModule,
    DashboardModule,
    CollectModule,
    PaymentsModule,
    RecordTablesModule,
    MonthlyArchivesModule,
    PrintingModule,
    PricingModule,
    PaymentsReportModule,
  ],
  providers: [
    GetStatementsHandler,
    GetStatementsOfAccountHandler,
    // One import, preview and column paste for every billing system (the tariff kind is a strategy).
    ImportCustomersHandler,
    CreateCustomerHandler,
    DeleteCustomerHandler,
    EditCustomerHandler,
    ListArchivedCustomersHandler,
    RestoreCustomerHandler,
    ListCustomersHandler,
    PreviewCustomerImportHandler,
    PasteCustomerColumnHandler,
    UpdateAmperePricesHandler,
    MarkAllAmpereUnpaidHandler,
    ListAmpereBoxesHandler,
    GetAmpereInvoicesHandler,
    GetAmpereInvoiceHandler,
    UndoLastBatchHandler,
    DescribeLastBatchHandler,
    CloseMonthHandler,
    ArchiveLiveRecordsHandler,
    RestoreManualArchiveHandler,
    CountLiveRecordsHandler,
    ClearColumnHandler,
    GetCompanyProfileHandler,
    UpdateCompanyProfileHandler,
    GetPublicAddressHandler,
    SetPublicAddressHandler,
    GetExchangeRateHandler,
    GetSubscriptionPricingHandler,
    GetAmperePricingHandler,
    GetTableConfigHandler,
    GetLiveMonthHandler,
    EnsurePasscodeHandler,
    VerifyPasscodeHandler,
    ChangePasscodeHandler,
    SetPasscodeHandler,
    IsPasscodeUnlockedHandler,
    PasscodeThrottleService,
    GetTableViewHandler,
    ListBillingSystemsHandler,
  ],
})
export class BillingModule {}
