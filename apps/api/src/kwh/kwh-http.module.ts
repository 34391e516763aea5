import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TableAnswerCache } from '../http/table-answer-cache.service';
import { KwhBulkController } from './bulk/kwh-bulk.controller';
import { KwhInvoiceController } from './invoice/kwh-invoice.controller';
import { KwhArchivedController } from './kwh-archived.controller';
import { KwhCustomersController } from './kwh-customers.controller';
import { KwhReadingsController } from './readings/kwh-readings.controller';

/**
 * The HTTP face of the metered systems. Its paths start with a parameter (`/api/:system-customers`),
 * so this module is imported after every other one (HttpAppModule): a fixed path such as
 * /api/pending-customers is matched by its own route first. Within it, controllers with fixed words
 * after the system (bulk, readings…) go before KwhCustomersController, whose `:id` routes would take
 * them.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    KwhReadingsController,
    KwhBulkController,
    KwhInvoiceController,
    KwhCustomersController,
    KwhArchivedController,
  ],
  providers: [TableAnswerCache],
})
export class KwhHttpModule {}
