import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetAmpereInvoiceHandler } from './application/customers/get-ampere-invoice.handler';
import { GetStatementsOfAccountHandler } from './application/statements/get-statements-of-account.handler';
import { GetStatementsHandler } from './application/statements/get-statements.handler';
import { GetAmpereInvoicesHandler } from './application/customers/get-ampere-invoices.handler';
import { ListAmpereBoxesHandler } from './application/customers/list-ampere-boxes.handler';
import { MarkAllAmpereUnpaidHandler } from './application/customers/mark-all-ampere-unpaid.handler';
import { CreateCustomerHandler } from './application/customers/create-customer.handler';
import { DeleteCustomerHandler } from './application/customers/delete-customer.handler';
import { EditCustomerHandler } from './application/customers/edit-customer.handler';
import { ListArchivedCustomersHandler } from './application/customers/list-archived-customers.handler';
import { RestoreCustomerHandler } from './application/customers/restore-customer.handler';
import { ImportCustomersHandler } from './application/customers/import-customers.handler';
import { ListCustomersHandler } from './application/customers/list-customers.handler';
import { PasteCustomerColumnHandler } from './application/customers/paste-customer-column.handler';
import { PreviewCustomerImportHandler } from './application/customers/preview-customer-import.handler';
import { UpdateAmperePricesHandler } from './application/customers/update-ampere-prices.handler';
import { ArchiveLiveRecordsHandler } from './application/archives/archive-live-records.handler';
import { CountLiveRecordsHandler } from './application/archives/count-live-records.handler';
import { ClearColumnHandler } from './application/customers/clear-column.handler';
import { RestoreManualArchiveHandler } from './application/archives/restore-manual-archive.handler';
import { DescribeLastBatchHandler } from './application/batches/describe-last-batch.handler';
import { UndoLastBatchHandler } from './application/batches/undo-last-batch.handler';
import { CollectModule } from './application/collection/collect.module';
import { DashboardModule } from './application/oversight/dashboard.module';
import { CloseMonthHandler } from './application/months/close-month.handler';
import { PaymentsModule } from './application/payments/payments.module';
import { PrintingModule } from './application/printing/printing.module';
import { ChangePasscodeHandler } from './application/access/change-passcode.handler';
import { EnsurePasscodeHandler } from './application/access/ensure-passcode.handler';
import { IsPasscodeUnlockedHandler } from './application/access/is-passcode-unlocked.handler';
import { PasscodeThrottleService } from './application/access/passcode-throttle.service';
import { SetPasscodeHandler } from './application/access/set-passcode.handler';
import { VerifyPasscodeHandler } from './application/access/verify-passcode.handler';
import { PaymentsReportModule } from './application/payments/payments-report.module';
import { PortalModule } from './application/portal/portal.module';
import { GetAmperePricingHandler } from './application/prices/get-ampere-pricing.handler';
import { GetCompanyProfileHandler } from './application/settings/get-company-profile.handler';
import { GetExchangeRateHandler } from './application/prices/get-exchange-rate.handler';
import { GetLiveMonthHandler } from './application/months/get-live-month.handler';
import { GetSubscriptionPricingHandler } from './application/prices/get-subscription-pricing.handler';
import { GetTableConfigHandler } from './application/settings/get-table-config.handler';
import { UpdateCompanyProfileHandler } from './application/settings/update-company-profile.handler';
import { GetPublicAddressHandler } from './application/settings/get-public-address.handler';
import { SetPublicAddressHandler } from './application/settings/set-public-address.handler';
import { GetTableViewHandler } from './application/customers/get-table-view.handler';
import { ListBillingSystemsHandler } from './application/systems/list-billing-systems.handler';
import { KwhModule } from './application/customers/kwh.module';
import { KwhReadingsModule } from './application/readings/kwh-readings.module';
import { ReadingRoundModule } from './application/readings/reading-round.module';
import { MonthlyArchivesModule } from './application/archives/monthly-archives.module';
import { RecordTablesModule } from './application/customers/record-tables.module';
import { PricingModule } from './application/prices/pricing.module';
import { UsersModule } from './application/access/users.module';

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
