import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MonthlyArchivesController } from './monthly-archives.controller';

/** The HTTP face of the monthly archives: controllers only. */
@Module({
  imports: [CqrsModule],
  controllers: [MonthlyArchivesController],
})
export class MonthlyArchivesHttpModule {}
