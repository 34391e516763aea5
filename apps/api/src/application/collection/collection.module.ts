import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListCollectCustomersHandler } from './list-collect-customers.handler';

/** The collection context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [ListCollectCustomersHandler],
})
export class CollectionModule {}
