import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClearColumnHandler } from './clear-column.handler';
import { CreateCustomerHandler } from './create-customer.handler';
import { DeleteCustomerHandler } from './delete-customer.handler';
import { EditCustomerHandler } from './edit-customer.handler';
import { GetAmpereInvoiceHandler } from './get-ampere-invoice.handler';
import { GetAmpereInvoicesHandler } from './get-ampere-invoices.handler';
import { GetTableViewHandler } from './get-table-view.handler';
import { ImportCustomersHandler } from './import-customers.handler';
import { ListAmpereBoxesHandler } from './list-ampere-boxes.handler';
import { ListArchivedCustomersHandler } from './list-archived-customers.handler';
import { ListCustomersHandler } from './list-customers.handler';
import { ListGroupRecordsHandler } from './list-group-records.handler';
import { MarkAllAmpereUnpaidHandler } from './mark-all-ampere-unpaid.handler';
import { PasteCustomerColumnHandler } from './paste-customer-column.handler';
import { PreviewCustomerImportHandler } from './preview-customer-import.handler';
import { RestoreCustomerHandler } from './restore-customer.handler';
import { SortKwhPermanentlyHandler } from './sort-kwh-permanently.handler';
import { UpdateAmperePricesHandler } from './update-ampere-prices.handler';

/** The customers context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    ClearColumnHandler,
    CreateCustomerHandler,
    DeleteCustomerHandler,
    EditCustomerHandler,
    GetAmpereInvoiceHandler,
    GetAmpereInvoicesHandler,
    GetTableViewHandler,
    ImportCustomersHandler,
    ListAmpereBoxesHandler,
    ListArchivedCustomersHandler,
    ListCustomersHandler,
    ListGroupRecordsHandler,
    MarkAllAmpereUnpaidHandler,
    PasteCustomerColumnHandler,
    PreviewCustomerImportHandler,
    RestoreCustomerHandler,
    SortKwhPermanentlyHandler,
    UpdateAmperePricesHandler,
  ],
})
export class CustomersModule {}
