import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateAmpereRecordHandler } from './ampere/create-ampere-record.handler';
import { DeleteAmpereRecordHandler } from './ampere/delete-ampere-record.handler';
import { GetAmpereInvoicesHandler } from './ampere/get-ampere-invoices.handler';
import { ImportAmpereRecordsHandler } from './ampere/import-ampere-records.handler';
import { ListAmpereBoxesHandler } from './ampere/list-ampere-boxes.handler';
import { ListAmpereRecordsHandler } from './ampere/list-ampere-records.handler';
import { MarkAllAmpereUnpaidHandler } from './ampere/mark-all-ampere-unpaid.handler';
import { PasteAmpereColumnHandler } from './ampere/paste-ampere-column.handler';
import { PreviewAmpereImportHandler } from './ampere/preview-ampere-import.handler';
import { UpdateAmperePricesHandler } from './ampere/update-ampere-prices.handler';
import { UpdateAmpereRecordHandler } from './ampere/update-ampere-record.handler';
import { ArchiveLiveRecordsHandler } from './archive/archive-live-records.handler';
import { ListArchivedRecordsHandler } from './archive/list-archived-records.handler';
import { RestoreArchivedRecordHandler } from './archive/restore-archived-record.handler';
import { UndoLastBatchHandler } from './batches/undo-last-batch.handler';
import { CloseMonthHandler } from './month-close/close-month.handler';
import {
  ChangePasscodeHandler,
  EnsurePasscodeHandler,
  VerifyPasscodeHandler,
} from './passcodes/passcode.handlers';
import { PortalModule } from './portal/portal.module';
import {
  GetAmperePricingHandler,
  GetCompanyProfileHandler,
  GetExchangeRateHandler,
  GetLiveMonthHandler,
  GetSubscriptionPricingHandler,
  GetTableConfigHandler,
  UpdateCompanyProfileHandler,
} from './settings/settings.handlers';
import { GetTableViewHandler } from './table-view/get-table-view.handler';
import { UsersModule } from './users/users.module';

/**
 * Application layer of the billing systems: records, batches and undo, archive and restore, month
 * close, invoices, settings. Shared by the API and the CLI; no HTTP here.
 */
@Module({
  imports: [CqrsModule, UsersModule, PortalModule],
  providers: [
    CreateAmpereRecordHandler,
    UpdateAmpereRecordHandler,
    DeleteAmpereRecordHandler,
    ImportAmpereRecordsHandler,
    PreviewAmpereImportHandler,
    PasteAmpereColumnHandler,
    UpdateAmperePricesHandler,
    MarkAllAmpereUnpaidHandler,
    ListAmpereRecordsHandler,
    ListAmpereBoxesHandler,
    GetAmpereInvoicesHandler,
    UndoLastBatchHandler,
    CloseMonthHandler,
    ArchiveLiveRecordsHandler,
    RestoreArchivedRecordHandler,
    ListArchivedRecordsHandler,
    GetCompanyProfileHandler,
    UpdateCompanyProfileHandler,
    GetExchangeRateHandler,
    GetSubscriptionPricingHandler,
    GetAmperePricingHandler,
    GetTableConfigHandler,
    GetLiveMonthHandler,
    EnsurePasscodeHandler,
    VerifyPasscodeHandler,
    ChangePasscodeHandler,
    GetTableViewHandler,
  ],
})
export class BillingModule {}
