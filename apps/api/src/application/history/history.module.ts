import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetCustomerHistoryHandler } from './get-customer-history.handler';

/** A customer's history (docs/customer-history.md), for the API and the CLI alike
 * (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [GetCustomerHistoryHandler],
})
export class HistoryModule {}
