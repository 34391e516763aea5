import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SortKwhPermanentlyHandler } from './sort-kwh-permanently.handler';
import { UpdateKwhPricesHandler } from '../prices/update-kwh-prices.handler';
import { GetGroupPriceHandler } from '../prices/get-group-price.handler';
import { GetKwhSummaryHandler } from '../oversight/get-kwh-summary.handler';
import { GetKwhInvoiceHandler } from '../statements/get-kwh-invoice.handler';

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
