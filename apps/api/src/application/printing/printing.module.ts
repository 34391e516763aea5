import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreatePrintSelectionHandler } from './create-print-selection.handler';
import { GetPrintInvoicesHandler } from './get-print-invoices.handler';
import { GetPrintSelectionHandler } from './get-print-selection.handler';
import { ListClosedMonthsHandler } from './list-closed-months.handler';
import { ListSystemBoxesHandler } from './list-system-boxes.handler';

/** Printing's application layer: the print invoices of every system, selections, boxes, closed months. */
@Module({
  imports: [CqrsModule],
  providers: [
    GetPrintInvoicesHandler,
    CreatePrintSelectionHandler,
    GetPrintSelectionHandler,
    ListSystemBoxesHandler,
    ListClosedMonthsHandler,
  ],
})
export class PrintingModule {}
