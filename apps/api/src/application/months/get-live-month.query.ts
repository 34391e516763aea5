import { Query } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface LiveMonthView {
  system: string;
  liveMonth: string;
  label: string;
  /** The month a close of the live month opens, so the close button can name both. */
  nextMonth: string;
  nextLabel: string;
  /** The month the system's invoices name today (the 25th rule, docs/printing.md): the printable
   * table titles this month, as the invoices do. */
  invoiceMonth: string;
  invoiceLabel: string;
}

/** The month the system's live records bill, 'YYYY-MM' with its Arabic label. */
export class GetLiveMonthQuery extends Query<LiveMonthView> {
  constructor(readonly system: BillingSystemRef) {
    super();
  }
}
