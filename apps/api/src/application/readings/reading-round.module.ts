import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetReadingRoundHandler } from './get-reading-round.handler';
import { RecordMeterReadingHandler } from './record-meter-reading.handler';

/**
 * The reading round of the metered groups (docs/business-rules.md#the-reading-round-and-estimates): handlers
 * shared by the API and the CLI.
 */
@Module({ imports: [CqrsModule], providers: [RecordMeterReadingHandler, GetReadingRoundHandler] })
export class ReadingRoundModule {}
