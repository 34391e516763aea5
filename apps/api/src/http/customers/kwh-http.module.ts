import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { SystemCatalog } from '../../application/systems/system-catalog';
import { CustomersController } from '../customers/customers.controller';
import { TableAnswerCache } from '../common/table-answer-cache.service';
import { KwhInvoiceController } from '../statements/kwh-invoice.controller';
import { KwhReadingsController } from '../readings/kwh-readings.controller';
import { ReadingRoundController } from '../readings/reading-round.controller';
import { routeOnlyMeteredSystems } from '../common/metered-system-routing';

/**
 * The HTTP face of the metered systems. Its paths start with a parameter (`/api/:system-customers`):
 * a word that is no metered system goes on to the other routes (routeOnlyMeteredSystems), so a fixed
 * path such as /api/pending-customers keeps its own route whatever the registration order. Within
 * this module, controllers with fixed words after the system (readings, invoice…) go before
 * CustomersController (every system's customers, the ampere paths too), whose `:id` routes would
 * take them.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ReadingRoundController, KwhReadingsController, KwhInvoiceController, CustomersController],
  providers: [TableAnswerCache],
})
export class KwhHttpModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalog: SystemCatalog,
  ) {}

  onModuleInit(): void {
    routeOnlyMeteredSystems(this.adapterHost.httpAdapter.getInstance(), this.catalog);
  }
}
