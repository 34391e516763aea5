import type { AmpereRecordView, KwhCustomerView } from '@kahraba/persistence';
import { ListCustomersQuery } from '../../application/customers/list-customers.query';
import { centsOf } from '../customer-statements';
import { isMetered, SIMULATED_SYSTEMS, type SimulatedSystem } from '../simulation-model';
import type { StepContext } from '../simulation-step';

/**
 * Money (docs/simulator.md): for every live customer of every system, the statement's amount due is
 * its charge lines + the arrears − this month's payments; the customer's row agrees with its
 * statement; what the row says was paid is the ledger's standing payments of its month; and the
 * payments the simulator recorded and did not void are exactly those.
 */
export async function amountsDueAddUp(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const { business, model } = step;
  const found: string[] = [];
  const ledger = await ledgerPaidByRecordMonth(business.sql);
  for (const system of SIMULATED_SYSTEMS) {
    const statements = await step.statements(system);
    for (const row of await rowsOf(business, system)) {
      const who = `${system} #${row.customerNumber}`;
      const statement = statements.get(row.id);
      if (!statement) {
        found.push(`${who} is live but has no statement`);
        continue;
      }
      const lines = statement.lines.reduce((sum, line) => sum + centsOf(line.amount), 0);
      const total = centsOf(statement.total);
      const due = centsOf(statement.previousBalance) + total - centsOf(statement.amountPaid);
      if (lines !== total)
        found.push(`${who}: the lines add up to ${lines / 100}, the month's total says ${statement.total}`);
      if (centsOf(statement.base) + centsOf(statement.vat) !== total)
        found.push(
          `${who}: base ${statement.base} + VAT ${statement.vat} is not the total ${statement.total}`,
        );
      if (due !== centsOf(statement.totalDue))
        found.push(
          `${who}: arrears ${statement.previousBalance} + charges ${statement.total} − paid ${statement.amountPaid} is ${due / 100}, the statement says ${statement.totalDue} due`,
        );
      const stored = {
        charges: 'totalAmount' in row ? row.totalAmount : row.amount,
        arrears: row.arrears,
        paid: row.amountPaid,
        due: row.outstandingBalance,
      };
      const shown = {
        charges: statement.total,
        arrears: statement.previousBalance,
        paid: statement.amountPaid,
        due: statement.totalDue,
      };
      for (const figure of Object.keys(stored) as (keyof typeof stored)[]) {
        if (centsOf(stored[figure]) !== centsOf(shown[figure]))
          found.push(
            `${who}: the customer's row says ${figure} ${stored[figure]}, its statement ${shown[figure]}`,
          );
      }
      const fromLedger = ledger.get(`${row.id} ${row.month}`) ?? 0;
      if (fromLedger !== centsOf(row.amountPaid))
        found.push(
          `${who}: paid ${row.amountPaid} on the row, the ledger's standing payments of ${row.month} add up to ${fromLedger / 100}`,
        );
      const recorded = model.payments
        .filter((payment) => payment.customerId === row.id && !payment.voided && payment.month === row.month)
        .reduce((sum, payment) => sum + payment.cents, 0);
      if (recorded !== centsOf(row.amountPaid))
        found.push(
          `${who}: the simulator's standing payments of ${row.month} add up to ${recorded / 100}, the customer shows ${row.amountPaid} paid`,
        );
    }
  }
  return found;
}

function rowsOf(business: StepContext['business'], system: SimulatedSystem) {
  return business.ask(
    new ListCustomersQuery<AmpereRecordView | KwhCustomerView>(system, isMetered(system) ? null : 'number'),
  );
}

/** The ledger's standing (not void) payments, in cents, by record and billing month. */
async function ledgerPaidByRecordMonth(sql: StepContext['business']['sql']): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ key: string; cents: string }>(
    `SELECT record_id || ' ' || billing_month AS key, (sum(amount) * 100)::bigint::text AS cents
       FROM payments WHERE voided_at IS NULL GROUP BY record_id, billing_month`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.cents)]));
}
