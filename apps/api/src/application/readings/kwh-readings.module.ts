import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ExportReadingsHandler } from './export-readings.handler';
import { ImportReadingsHandler } from './import-readings.handler';

/** The readings export and import of the metered groups: handlers shared by the API and the CLI. */
@Module({ imports: [CqrsModule], providers: [ExportReadingsHandler, ImportReadingsHandler] })
export class KwhReadingsModule {}
