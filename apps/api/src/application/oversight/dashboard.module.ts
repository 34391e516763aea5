import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetSystemSummariesHandler } from './get-system-summaries.handler';

/** Application layer of the system dashboard: read-only figures over every system. No HTTP here. */
@Module({ imports: [CqrsModule], providers: [GetSystemSummariesHandler] })
export class DashboardModule {}
