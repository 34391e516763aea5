import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListBillingSystemsHandler } from './list-billing-systems.handler';
import { SystemCatalog } from './system-catalog';

/** The billing systems catalog, for every handler and controller of the API and the CLI. */
@Global()
@Module({
  imports: [CqrsModule],
  providers: [SystemCatalog, ListBillingSystemsHandler],
  exports: [SystemCatalog],
})
export class SystemsModule {}
