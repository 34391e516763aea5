import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CloseMonthHandler } from './close-month.handler';
import { GetLiveMonthHandler } from './get-live-month.handler';

/** The months context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [CloseMonthHandler, GetLiveMonthHandler],
})
export class MonthsModule {}
