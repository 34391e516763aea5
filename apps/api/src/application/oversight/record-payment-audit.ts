import { paymentChangesOf, paymentDetailsOf, type PaymentChange } from '@kahraba/billing-domain';
import { writeAudit, type SqlExecutor } from '@kahraba/persistence';
import { auditActor } from './audit-actor';

/** How a payment was entered, for the reader of the audit log. */
export type PaymentSource = 'edit' | 'mark-paid' | 'import' | 'column-paste';

/**
 * Writes `record-payment` in the transaction of the change when it moved any customer's paid amount
 * (docs/operator-guide.md#users-and-the-audit-log): one entry for the whole action, its count the customers
 * whose payment changed. A single customer's entry says who and from what to what; a bulk one names its
 * batch.
 */
export async function auditPayments(
  tx: SqlExecutor,
  entry: { system: string; source: PaymentSource; changes: readonly PaymentChange[]; batchId?: string },
): Promise<void> {
  const paid = paymentChangesOf(entry.changes);
  if (paid.length === 0) return;
  const details =
    paid.length === 1 && entry.batchId === undefined
      ? { source: entry.source, ...paymentDetailsOf(paid[0]) }
      : { source: entry.source, batchId: entry.batchId };
  await writeAudit(tx, {
    actor: auditActor(),
    action: 'record-payment',
    system: entry.system,
    count: paid.length,
    details,
  });
}
