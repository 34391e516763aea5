import { ExchangeRate, Lbp, Money, toLbp, toUsd } from '@kahraba/billing-domain';
import { centsOf } from '../customer-statements';
import { SIMULATED_SYSTEMS } from '../simulation-model';
import type { StepContext } from '../simulation-step';

/**
 * Pounds (docs/business-rules.md#the-statement-of-account): every statement's arrears and payments in pounds
 * are its dollars at the rate it states; the pounds due are the month's pounds + the arrears − the payments
 * when the month was priced in pounds and something is owed, else the dollar balance at the rate. Every
 * payment handed over in pounds settles its pounds at the rate it was taken at.
 */
export async function poundsAtTheStatedRate(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const { business } = step;
  const found: string[] = [];
  for (const system of SIMULATED_SYSTEMS) {
    for (const statement of (await step.statements(system)).values()) {
      const who = `${system} #${statement.customerNumber}`;
      const rate = ExchangeRate.of(statement.lbp.rate);
      const pounds = (dollars: number) => toLbp(Money.ofCents(centsOf(dollars)), rate).pounds;
      if (statement.lbp.previousBalance !== pounds(statement.previousBalance))
        found.push(
          `${who}: arrears ${statement.previousBalance} are ${statement.lbp.previousBalance} ل.ل at ${statement.lbp.rate}, not ${pounds(statement.previousBalance)}`,
        );
      if (statement.lbp.amountPaid !== pounds(statement.amountPaid))
        found.push(
          `${who}: paid ${statement.amountPaid} is ${statement.lbp.amountPaid} ل.ل at ${statement.lbp.rate}, not ${pounds(statement.amountPaid)}`,
        );
      const due =
        statement.lbp.exact && statement.totalDue > 0
          ? statement.lbp.total + statement.lbp.previousBalance - statement.lbp.amountPaid
          : pounds(statement.totalDue);
      if (statement.lbp.totalDue !== due)
        found.push(
          `${who}: ${statement.totalDue} due is ${statement.lbp.totalDue} ل.ل at ${statement.lbp.rate}, not ${due}`,
        );
    }
  }
  const { rows } = await business.sql.query<{
    receipt: string;
    amount: string;
    pounds: string;
    rate: string;
  }>(
    `SELECT receipt_number AS receipt, amount::text, amount_lbp::text AS pounds, exchange_rate::text AS rate
       FROM payments WHERE currency = 'LBP'`,
  );
  for (const payment of rows) {
    const settles = toUsd(Lbp.ofPounds(Number(payment.pounds)), ExchangeRate.of(payment.rate));
    if (settles.cents !== centsOf(Number(payment.amount)))
      found.push(
        `payment ${payment.receipt}: ${payment.pounds} ل.ل at ${payment.rate} settles ${settles.toDecimalString()}, the ledger says ${payment.amount}`,
      );
  }
  return found;
}
