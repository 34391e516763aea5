import type { AuditedRow, StepContext } from '../simulation-step';

/**
 * A step leaves exactly the audit entries its operation declares (`audited` in what it wrote;
 * docs/simulator.md, "Every write audited"): each action in the acting user's name, none missing,
 * none doubled, none undeclared. A refused step leaves none.
 */
export async function everyWriteLeavesItsAudit(step: StepContext): Promise<string[]> {
  if (step.outcome.kind === 'crashed') return [];
  const expected = step.outcome.kind === 'done' ? (step.writes.audited ?? []) : [];
  const found = await step.business.auditAfter(step.auditBefore);
  const left = tally(found);
  const failures: string[] = [];
  for (const [entry, count] of tally(expected)) {
    const written = left.get(entry) ?? 0;
    if (written < count) failures.push(`audit entry ${entry} missing (${written} of ${count})`);
    if (written > count) failures.push(`audit entry ${entry} written ${written} times, ${count} expected`);
    left.delete(entry);
  }
  for (const [entry, count] of left) failures.push(`audit entry ${entry} not expected (${count} written)`);
  return failures;
}

function tally(rows: readonly AuditedRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { action, actor } of rows) {
    const entry = `${action} by ${actor}`;
    counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  return counts;
}
