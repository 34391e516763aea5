import { paymentChangesOf, paymentDetailsOf, type PaymentChange } from '@kahraba/billing-domain';
import { auditActor } from '../oversight/audit-actor';
import { DomainEvent, type AuditEntry } from './domain-event';

/** How a payment was entered, for the reader of the audit log. */
export type PaymentSource = 'edit' | 'mark-paid' | 'import' | 'column-paste';

/**
 * Customers' paid amounts were entered on their rows (an edit, ticked paid, an import, a pasted
 * column). Audited as `record-payment` when it moved any customer's paid amount: one entry for the
 * whole action, its count the customers whose payment changed. A single customer's entry says who
 * and from what to what; a bulk one names its batch.
 */
export class PaymentsEntered extends DomainEvent {
  constructor(entry: {
    system: string;
    source: PaymentSource;
    changes: readonly PaymentChange[];
    batchId?: string;
  }) {
    super(auditEntryOf(entry));
  }
}

function auditEntryOf(entry: ConstructorParameters<typeof PaymentsEntered>[0]): AuditEntry | null {
  const paid = paymentChangesOf(entry.changes);
  if (paid.length === 0) return null;
  const details =
    paid.length === 1 && entry.batchId === undefined
      ? { source: entry.source, ...paymentDetailsOf(paid[0]) }
      : { source: entry.source, batchId: entry.batchId };
  return { actor: auditActor(), action: 'record-payment', system: entry.system, count: paid.length, details };
}
