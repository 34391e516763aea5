import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ExportReadingsHandler } from './export-readings.handler';
import { GetReadingRoundHandler } from './get-reading-round.handler';
import { ImportReadingsHandler } from './import-readings.handler';
import { RecordMeterReadingHandler } from './record-meter-reading.handler';

/** The readings context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    ExportReadingsHandler,
    GetReadingRoundHandler,
    ImportReadingsHandler,
    RecordMeterReadingHandler,
  ],
})
export class ReadingsModule {}
