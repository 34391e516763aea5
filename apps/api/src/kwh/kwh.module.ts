import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SortKwhPermanentlyHandler } from './bulk/sort-kwh-permanently.handler';
import { UpdateKwhPricesHandler } from './bulk/update-kwh-prices.handler';
import { GetGroupPriceHandler } from './get-group-price.handler';
import { GetKwhSummaryHandler } from './get-kwh-summary.handler';
import { GetKwhInvoiceHandler } from './invoice/get-kwh-invoice.handler';

/** Application layer of every metered system (one code path; the system is a parameter). No HTTP. */
@Module({
  imports: [CqrsModule],
  providers: [
    GetKwhSummaryHandler,
    GetGroupPriceHandler,
    UpdateKwhPricesHandler,
    SortKwhPermanentlyHandler,
    GetKwhInvoiceHandler,
  ],
})
export class KwhModule {}
