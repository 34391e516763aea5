import { isUserRole, USER_ROLE_LABELS } from '@kahraba/billing-domain';
import { batchKindNames } from '../../../components/messages';
import { formatMonth, formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import { auditLogMessages as t } from '../messages';
import type { AuditEntry } from '../api/get-audit-log';

/** The details of an entry in a short Arabic line: the customer and amounts of a payment, the month
 * closed, the account changed... The screen never computes money: amounts are shown as stored. */
export function describeAuditEntry(entry: AuditEntry): string {
  const d = entry.details as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  const parts: string[] = [];
  // A payment of a record table says how in `via`, and its amounts as numbers.
  const source = text(d.source) ?? text(d.via);
  if (source) parts.push(t.detail.source[source] ?? source);
  if (text(d.customerNumber)) parts.push(t.detail.customer(text(d.customerNumber)!));
  const previous = text(d.previous) ?? text(d.amountPaidBefore);
  if (previous && text(d.amountPaid)) parts.push(t.detail.paid(previous, text(d.amountPaid)!));
  // A payment taken or voided: the amount in its currency, and its receipt.
  if (text(d.amount) && text(d.currency)) {
    const usd = formatUsd(Number(d.amount));
    parts.push(
      d.currency === 'LBP' && text(d.amountLbp)
        ? t.detail.amountLbp(formatLbp(Number(d.amountLbp)), usd)
        : t.detail.amountUsd(usd),
    );
  }
  if (text(d.receiptNumber)) parts.push(t.detail.receipt(text(d.receiptNumber)!));
  if (entry.action === 'void-payment' && text(d.reason)) parts.push(t.detail.reason(text(d.reason)!));
  if (text(d.month)) parts.push(t.detail.month(formatMonth(text(d.month)!)));
  if (entry.action === 'undo-batch' && text(d.kind))
    parts.push(t.detail.undone(batchKindNames[text(d.kind)!] ?? text(d.kind)!));
  if (text(d.email)) parts.push(t.detail.account(text(d.email)!));
  const roleName = (role: unknown) => (isUserRole(role) ? USER_ROLE_LABELS[role] : text(role));
  type Account = { role?: string; active?: boolean; meterReader?: boolean };
  const before = d.before as Account | undefined;
  const after = d.after as Account | undefined;
  if (before && after) {
    if (before.role !== after.role && after.role) parts.push(t.detail.role(roleName(after.role)!));
    if (before.active !== after.active)
      parts.push(after.active ? t.detail.reactivated : t.detail.deactivated);
    // docs/meter-reader.md: said when an administrator ticks it or takes it back (not when a new role drops it).
    if (before.meterReader !== after.meterReader && before.role === after.role)
      parts.push(after.meterReader ? t.detail.meterReader : t.detail.noMeterReader);
  }
  if (entry.action === 'create-user' && text(d.role)) {
    parts.push(t.detail.role(roleName(d.role)!));
    if (d.meterReader === true) parts.push(t.detail.meterReader);
  }
  if (entry.action === 'reset-password' && d.generated === true) parts.push(t.detail.generated);
  const passcodeAction = ['change-passcode', 'set-passcode', 'passcode-failed'].includes(entry.action);
  if (passcodeAction && text(d.scope))
    parts.push(t.detail.scope(t.detail.scopes[text(d.scope)!] ?? text(d.scope)!));
  if (entry.action === 'passcode-failed') {
    const attempt = text(d.attempt);
    if (attempt) parts.push(t.detail.passcodeAttempt[attempt] ?? attempt);
    if (text(d.misses)) parts.push(t.detail.missesInARow(text(d.misses)!));
  }
  if (entry.action === 'portal-miss') {
    if (text(d.address)) parts.push(t.detail.fromAddress(text(d.address)!));
    if (text(d.misses)) parts.push(t.detail.missesInARow(text(d.misses)!));
  }
  // which backup, who asked for it, and whether it passed verification (docs/backups.md).
  if (entry.action === 'take-backup' || entry.action === 'restore-backup') {
    if (text(d.trigger)) parts.push(t.detail.backupTrigger[text(d.trigger)!] ?? text(d.trigger)!);
    if (text(d.file)) parts.push(String(d.file).split('/').pop()!);
    if (d.verified === true) parts.push(t.detail.backupVerified);
    if (d.verified === false) parts.push(t.detail.backupVerifyFailed);
  }
  // A reading of the round, with the reading it follows (docs/readings-in-a-month.md).
  if (entry.action === 'record-meter-reading') {
    if (text(d.kind)) parts.push(t.detail.readingKind[text(d.kind)!] ?? text(d.kind)!);
    if (text(d.previousReading) && text(d.reading))
      parts.push(
        t.detail.reading(formatQuantity(Number(d.previousReading)), formatQuantity(Number(d.reading))),
      );
    if (text(d.correctedReading)) parts.push(t.detail.corrected(formatQuantity(Number(d.correctedReading))));
    if (text(d.unreadReason)) parts.push(t.detail.unreadReason(text(d.unreadReason)!));
    const replaced = d.replacedMeter as { finalReading?: unknown; newStartReading?: unknown } | undefined;
    if (replaced && text(replaced.finalReading) && text(replaced.newStartReading))
      parts.push(
        t.detail.replacedMeter(
          formatQuantity(Number(replaced.finalReading)),
          formatQuantity(Number(replaced.newStartReading)),
        ),
      );
  }
  // docs/backups.md: why a backup could not be written, as the server said it in Arabic.
  if (entry.action === 'backup-failed') {
    if (text(d.trigger)) parts.push(t.detail.backupTrigger[text(d.trigger)!] ?? text(d.trigger)!);
    if (text(d.reason)) parts.push(text(d.reason)!);
  }
  // docs/handover.md: whose day, what was counted against what was taken, and the count replaced.
  if (entry.action === 'record-handover') {
    if (text(d.collectorName) && text(d.day))
      parts.push(t.detail.handover(text(d.collectorName)!, text(d.day)!));
    const both = (usd: unknown, lbp: unknown) => `${formatUsd(Number(usd))} + ${formatLbp(Number(lbp))}`;
    parts.push(t.detail.handoverCounted(both(d.countedUsd, d.countedLbp), both(d.takenUsd, d.takenLbp)));
    if (text(d.previousCountedUsd))
      parts.push(t.detail.handoverReplaced(both(d.previousCountedUsd, d.previousCountedLbp)));
  }
  return parts.join('، ');
}
