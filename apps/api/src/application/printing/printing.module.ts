import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreatePrintSelectionHandler } from './create-print-selection.handler';
import { GetPrintInvoicesHandler } from './get-print-invoices.handler';
import { GetPrintSelectionHandler } from './get-print-selection.handler';
import { ListClosedMonthsHandler } from './list-closed-months.handler';
import { ListSystemBoxesHandler } from './list-system-boxes.handler';

/** The printing context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    CreatePrintSelectionHandler,
    GetPrintInvoicesHandler,
    GetPrintSelectionHandler,
    ListClosedMonthsHandler,
    ListSystemBoxesHandler,
  ],
})
export class PrintingModule {}
