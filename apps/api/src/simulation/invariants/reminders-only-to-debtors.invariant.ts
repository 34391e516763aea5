import { centsOf } from '../customer-statements';
import type { SimulatedSystem } from '../simulation-model';
import type { StepContext } from '../simulation-step';

/** The statement's figures a reminder must leave as they were. */
const MONEY = ['total', 'previousBalance', 'amountPaid', 'totalDue'] as const;

/**
 * Reminders (docs/debtors.md#reminders-in-one-pass): every customer marked reminded is one its run listed
 * with a link — owing, with a mobile phone (one query over `reminders`); a run lists with a link exactly
 * the customers whose statement owes and whose phone takes WhatsApp, and skips the others as not owing
 * when they owe nothing; and a reminder never changes money: the statements of the systems it touched are
 * after it what they were before (charges, arrears, paid, due, pounds due).
 */
export async function remindersOnlyToDebtorsWithAPhone(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const { business, writes } = step;
  const found: string[] = [];
  const { rows } = await business.sql.query<{ system: string; customer: string; reason: string | null }>(
    `SELECT r.system, r.customer_id::text AS customer, c.skip_reason AS reason
     FROM reminders r
     LEFT JOIN reminder_run_customers c
       ON c.run_id = r.run_id AND c.system = r.system AND c.customer_id = r.customer_id
     WHERE c.link IS NULL`,
  );
  for (const row of rows)
    found.push(
      `${row.system} customer ${row.customer} marked reminded, but its run ${row.reason === null ? 'did not list it' : `skipped it (${row.reason})`}`,
    );
  if (step.outcome.kind !== 'done') return found;
  for (const { system, statementsBefore } of writes.moneyKept ?? []) {
    const after = await step.statements(system);
    for (const [id, before] of statementsBefore) {
      const now = after.get(id);
      const who = `${system} #${before.customerNumber}`;
      if (!now) {
        found.push(`${who} has no statement after a reminder`);
        continue;
      }
      for (const figure of MONEY)
        if (centsOf(before[figure]) !== centsOf(now[figure]))
          found.push(`${who}: a reminder moved ${figure} from ${before[figure]} to ${now[figure]}`);
      if (before.lbp.totalDue !== now.lbp.totalDue)
        found.push(
          `${who}: a reminder moved the pounds due from ${before.lbp.totalDue} to ${now.lbp.totalDue}`,
        );
    }
  }
  if (writes.reminderRun !== undefined) {
    const { rows: listed } = await business.sql.query<{
      system: SimulatedSystem;
      customer: string;
      link: string | null;
      reason: string | null;
    }>(
      `SELECT system, customer_id::text AS customer, link, skip_reason AS reason
       FROM reminder_run_customers WHERE run_id = $1`,
      [writes.reminderRun],
    );
    for (const entry of listed) {
      const statement = (await step.statements(entry.system)).get(entry.customer);
      if (!statement) continue;
      const who = `${entry.system} #${statement.customerNumber}`;
      const owes = centsOf(statement.totalDue) > 0;
      if (entry.link !== null && !(owes && statement.whatsApp))
        found.push(
          `${who}: the run gives a link, but it owes ${statement.totalDue} with phone ${statement.phone}`,
        );
      if ((entry.reason === 'not-owing') === owes)
        found.push(
          `${who}: the run says ${entry.reason ?? 'to remind'}, the statement owes ${statement.totalDue}`,
        );
    }
  }
  return found;
}
