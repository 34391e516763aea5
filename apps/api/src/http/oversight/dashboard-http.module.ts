import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SystemSummariesController } from './system-summaries.controller';

/** The HTTP face of the system dashboard. */
@Module({ imports: [CqrsModule], controllers: [SystemSummariesController] })
export class DashboardHttpModule {}
