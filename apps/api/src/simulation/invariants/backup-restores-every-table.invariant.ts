import type { StepContext } from '../simulation-step';
import { tablesChanged } from '../table-checksums';

/**
 * Backup (docs/backups.md, docs/simulator.md): a backup restored into a new database holds every
 * table as the business had it when the backup was taken — each row, every column, `updated_at`
 * included.
 */
export async function backupRestoresEveryTable(step: StepContext): Promise<string[]> {
  const { restored } = step.writes;
  if (step.outcome.kind !== 'done' || restored === undefined) return [];
  const changed = tablesChanged(step.tablesBefore, restored);
  return changed.length === 0
    ? []
    : [`the restored backup differs from the business in ${changed.join(', ')}`];
}
