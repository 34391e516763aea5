import type { StepContext } from '../simulation-step';
import { tablesChanged } from '../table-checksums';

/**
 * What an undo keeps by design (docs/simulator.md): the batch journal (the batch is marked undone, not
 * forgotten), the tables' change counters, the audit log of who did what, the numbering of customers
 * and receipts (a number once given is never given again), the exchange rate's history (the undo
 * adds the previous rate as a row; the rate in force is compared instead) and the official tariffs entered.
 */
const KEPT_BY_UNDO = [
  'audit_log',
  'batches',
  'batch_entries',
  'batch_groups',
  'table_versions',
  'customer_number_counters',
  'receipt_counters',
  'exchange_rate',
  // docs/official-tariff.md: the ministry's tariff entered is a record of what it published; an undo
  // takes back the prices applied from it, not the entry
  'official_tariffs',
];

/**
 * Undo (docs/business-rules.md#undoing-the-last-change): undoing the last batch right after it brings every
 * table back to its checksum before the batch, the journal and the rows' `updated_at` aside; a second undo
 * takes back the batch before, and so on.
 */
export async function undoRestoresEveryTable(step: StepContext): Promise<string[]> {
  const undone = step.writes.undid;
  if (step.outcome.kind !== 'done' || undone === undefined) return [];
  const batch = step.undoableBefore.at(-1);
  if (!batch?.systems.includes(undone)) return [];
  const changed = tablesChanged(batch.tablesBefore, step.tablesAfter, {
    ignored: KEPT_BY_UNDO,
    content: true,
  });
  return changed.length === 0 ? [] : [`undoing ${batch.what} left ${changed.join(', ')} unlike before it`];
}
