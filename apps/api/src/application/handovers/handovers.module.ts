import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetOwnDayHandler } from './get-own-day.handler';
import { ListHandoversHandler } from './list-handovers.handler';
import { RecordHandoverHandler } from './record-handover.handler';

/** The collectors' cash handover (docs/handover.md), for the API and the CLI alike. */
@Module({
  imports: [CqrsModule],
  providers: [GetOwnDayHandler, ListHandoversHandler, RecordHandoverHandler],
})
export class HandoversModule {}
