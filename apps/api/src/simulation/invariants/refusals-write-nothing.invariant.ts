import type { StepContext } from '../simulation-step';
import { tablesChanged } from '../table-checksums';

/** A refused command leaves every table as it was: nothing half-written (its transaction rolled back). */
export async function refusalsWriteNothing({
  outcome,
  tablesBefore,
  tablesAfter,
}: StepContext): Promise<string[]> {
  if (outcome.kind !== 'refused') return [];
  const changed = tablesChanged(tablesBefore, tablesAfter);
  return changed.length === 0
    ? []
    : [`the refusal ${outcome.error.code} ("${outcome.error.message}") still changed ${changed.join(', ')}`];
}
