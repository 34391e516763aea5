import { centsOf } from '../customer-statements';
import type { StepContext } from '../simulation-step';

/**
 * Month close (issue 11): what every customer owed when the month closed is what it carries into
 * the next month as arrears (a credit as negative arrears), nothing paid yet; so the outstanding
 * total before the close is the arrears total after it.
 */
export async function closeCarriesBalancesAsArrears(step: StepContext): Promise<string[]> {
  const closed = step.writes.closed;
  if (step.outcome.kind !== 'done' || closed === undefined) return [];
  const found: string[] = [];
  const after = await step.statements(closed.system);
  let owedBefore = 0;
  let arrearsAfter = 0;
  for (const [id, before] of closed.statementsBefore) {
    const now = after.get(id);
    const who = `${closed.system} #${before.customerNumber}`;
    if (!now) {
      found.push(`${who} was live before the close and is not after it`);
      continue;
    }
    owedBefore += centsOf(before.totalDue);
    arrearsAfter += centsOf(now.previousBalance);
    if (centsOf(now.previousBalance) !== centsOf(before.totalDue))
      found.push(`${who} owed ${before.totalDue} at the close and carries ${now.previousBalance} as arrears`);
    if (now.amountPaid !== 0) found.push(`${who} starts the new month with ${now.amountPaid} paid`);
  }
  if (owedBefore !== arrearsAfter)
    found.push(
      `${closed.system}: ${owedBefore / 100} was outstanding at the close, ${arrearsAfter / 100} carried as arrears`,
    );
  return found;
}
