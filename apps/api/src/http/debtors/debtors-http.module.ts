import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DebtorsController } from './debtors.controller';
import { ReminderRunsController } from './reminder-runs.controller';

/** The HTTP face of the debtors and the reminder runs. */
@Module({ imports: [CqrsModule], controllers: [DebtorsController, ReminderRunsController] })
export class DebtorsHttpModule {}
