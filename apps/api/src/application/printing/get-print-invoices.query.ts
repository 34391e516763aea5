import { Query } from '@nestjs/cqrs';
import type { PrintMonthChoice } from '@kahraba/billing-domain';
import type { PrintInvoiceView } from './print-invoice';

/**
 * Whom to print: chosen customers, a stored selection, or whole boxes (in that order of preference).
 * With `closedMonth` ('YYYY-MM', docs/printing.md) the invoices are that closed month's, read from the
 * monthly archive, and nothing chosen means every customer the month billed.
 */
export interface PrintRequest {
  readonly ids?: readonly string[];
  readonly selectionId?: string;
  readonly boxes?: readonly string[];
  readonly closedMonth?: string;
}

/** The invoices of one system for a print sheet, in print order (box, then customer number). */
export class GetPrintInvoicesQuery extends Query<PrintInvoiceView[]> {
  constructor(
    readonly type: string,
    readonly request: PrintRequest,
    readonly choice: PrintMonthChoice,
  ) {
    super();
  }
}
