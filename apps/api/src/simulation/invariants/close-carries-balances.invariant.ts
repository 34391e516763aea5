import {
  ListMonthlyArchivesQuery,
  MONTHLY_ARCHIVE_MAX_PAGE_SIZE,
} from '../../application/archives/list-monthly-archives.query';
import { centsOf } from '../customer-statements';
import type { StepContext } from '../simulation-step';

/**
 * Month close (docs/business-rules.md#paid-unpaid-and-arrears): what every customer owed when the month
 * closed is what it carries into the next month as arrears (a credit as negative arrears), nothing paid yet;
 * so the outstanding total before the close is the arrears total after it. And each customer's row in the
 * monthly archive is its statement at the close: the month's charges, arrears, payments, amount due and kWh.
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
  found.push(...(await archivedAsStated(step, closed)));
  if (owedBefore !== arrearsAfter)
    found.push(
      `${closed.system}: ${owedBefore / 100} was outstanding at the close, ${arrearsAfter / 100} carried as arrears`,
    );
  return found;
}

/** Each archived row of the closed month against the customer's statement at the close. */
async function archivedAsStated(
  step: StepContext,
  closed: NonNullable<StepContext['writes']['closed']>,
): Promise<string[]> {
  const found: string[] = [];
  const page = await step.business.ask(
    new ListMonthlyArchivesQuery(
      { month: closed.month, system: closed.system },
      1,
      MONTHLY_ARCHIVE_MAX_PAGE_SIZE,
    ),
  );
  const archived = page.records.filter((record) => record.archiveReason === 'new_month');
  for (const statement of closed.statementsBefore.values()) {
    const who = `${closed.system} #${statement.customerNumber}`;
    const row = archived.find((record) => record.customerNumber === statement.customerNumber);
    if (!row) {
      found.push(`${who} has no row in the archive of ${closed.month}`);
      continue;
    }
    const figures = {
      charges: [row.amount, statement.total],
      arrears: [row.arrears, statement.previousBalance],
      paid: [row.amountPaid, statement.amountPaid],
      due: [row.outstandingBalance, statement.totalDue],
    } as const;
    for (const [figure, [archivedFigure, stated]] of Object.entries(figures)) {
      if (centsOf(archivedFigure) !== centsOf(stated))
        found.push(
          `${who}: the archive of ${closed.month} keeps ${figure} ${archivedFigure}, the statement at the close said ${stated}`,
        );
    }
    if ((row.statement.readings?.consumption ?? 0) !== (statement.readings?.consumption ?? 0))
      found.push(
        `${who}: the archive of ${closed.month} keeps ${row.statement.readings?.consumption} kWh, the statement at the close billed ${statement.readings?.consumption}`,
      );
  }
  if (archived.length !== closed.statementsBefore.size)
    found.push(
      `${closed.system}: ${archived.length} rows in the archive of ${closed.month} for ${closed.statementsBefore.size} customers at the close`,
    );
  return found;
}
