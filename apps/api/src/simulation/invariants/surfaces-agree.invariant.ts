import { Month, readTypedReference, statementWhatsAppText } from '@kahraba/billing-domain';
import { ListCollectCustomersQuery } from '../../application/collection/list-collect-customers.query';
import { GetPaymentQuery } from '../../application/payments/get-payment.query';
import { SearchCustomerInvoicesQuery } from '../../application/portal/search-customer-invoices.query';
import { GetPrintInvoicesQuery } from '../../application/printing/get-print-invoices.query';
import { GetExchangeRateQuery } from '../../application/prices/get-exchange-rate.query';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import type { StatementView } from '../../application/statements/statement.view';
import { centsOf } from '../customer-statements';
import { SIMULATED_SYSTEMS, type SimulatedSystem } from '../simulation-model';
import type { StepContext } from '../simulation-step';

/** How many customers are compared after each step: every surface costs a query or two. */
const SAMPLE = 1;

/** What a surface says the customer owes: the month named, dollars and whole pounds due. */
interface Said {
  month?: string;
  monthLabel?: string;
  invoiceNumber?: string;
  totalDue?: number;
  totalDueLbp?: number;
}

/**
 * Surfaces (docs/simulator.md, "Surfaces"): for a sample of live customers, the invoice (the print
 * sheet's builder), the portal card (the public look-up), the WhatsApp text of the invoice, the
 * collection roster's row and the receipt of the latest payment of the month all say what the
 * customer's statement of account says: the month and invoice number, the amount due and the pounds
 * due. Each is read through the query its endpoint sends, never computed here.
 */
export async function surfacesAgree(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const found: string[] = [];
  for (const [system, statement] of await sampleOf(step)) {
    const who = `${system} #${statement.customerNumber}`;
    for (const [surface, said] of await surfacesOf(step, system, statement))
      for (const disagreement of disagreements(statement, said))
        found.push(`${who}: the ${surface} says ${disagreement}`);
  }
  return found;
}

/** Whom to compare: a customer of a system in turn, step after step (the clock counts the steps). */
async function sampleOf(step: StepContext): Promise<[SimulatedSystem, StatementView][]> {
  const turn = Math.floor(Date.parse(step.model.now) / 60_000);
  const sample: [SimulatedSystem, StatementView][] = [];
  for (let offset = 0; offset < SIMULATED_SYSTEMS.length && sample.length < SAMPLE; offset += 1) {
    const system = SIMULATED_SYSTEMS[(turn + offset) % SIMULATED_SYSTEMS.length];
    const statements = [...(await step.statements(system)).values()];
    if (statements.length > 0) sample.push([system, statements[turn % statements.length]]);
  }
  return sample;
}

async function surfacesOf(
  step: StepContext,
  system: SimulatedSystem,
  statement: StatementView,
): Promise<[string, Said][]> {
  const { business } = step;
  const [[invoice], cards, roster, receipt] = await Promise.all([
    business.ask(new GetPrintInvoicesQuery(system, { ids: [statement.id] }, {})),
    business.ask(
      new SearchCustomerInvoicesQuery(readTypedReference(String(statement.customerNumber)), statement.name),
    ),
    business
      .ask(new GetExchangeRateQuery())
      .then(async (rate) =>
        business.ask(
          new ListCollectCustomersQuery(
            system,
            (await business.ask(new GetLiveMonthQuery(system))).liveMonth,
            rate,
          ),
        ),
      ),
    latestReceipt(step, statement),
  ]);
  const surfaces: [string, Said][] = [];
  if (!invoice) surfaces.push(['invoice', { month: 'nothing (no invoice printed)' }]);
  else {
    surfaces.push([
      'invoice',
      {
        month: invoice.statement.month,
        invoiceNumber: invoice.statement.invoiceNumber,
        totalDue: invoice.statement.totalDue,
        totalDueLbp: invoice.statement.lbp.totalDue,
      },
    ]);
    surfaces.push(['WhatsApp text', whatsAppSays(invoice.statement)]);
  }
  const card = cards.find((found) => found.statement.system === system);
  // Two customers of one number sharing a name show no card (docs/customer-portal.md): not compared.
  if (card)
    surfaces.push([
      'portal card',
      {
        month: card.statement.month,
        invoiceNumber: card.statement.invoiceNumber,
        totalDue: card.statement.totalDue,
        totalDueLbp: card.statement.lbp.totalDue,
      },
    ]);
  const row = roster.customers.find((customer) => customer.id === statement.id);
  if (!row) surfaces.push(['collection roster', { month: 'nothing (the customer is not on it)' }]);
  else
    surfaces.push([
      'collection roster',
      { totalDue: row.outstandingBalance, totalDueLbp: row.outstandingLbp },
    ]);
  if (receipt) surfaces.push(['receipt of the latest payment', receipt]);
  return surfaces;
}

/**
 * The latest standing payment of the customer's live month, as its receipt says it: what remained
 * owed after it (nothing was paid since, so what is owed now) and the invoice it paid. A receipt names
 * the invoice of the day it was taken (docs/payment-month.md): the statement's, or, when the 25th or
 * another system's close moved the clock on since, an earlier month, never one before the payment's
 * billing month; an earlier month's invoice number is its own.
 */
async function latestReceipt(step: StepContext, statement: StatementView): Promise<Said | null> {
  const latest = step.model.payments
    .filter((payment) => payment.customerId === statement.id && !payment.voided)
    .at(-1);
  if (!latest) return null;
  const receipt = await step.business.ask(new GetPaymentQuery(latest.id));
  if (!receipt.balanceAfter) return null;
  const said: Said = {
    totalDue: receipt.balanceAfter.totalDue,
    totalDueLbp: receipt.balanceAfter.totalDueLbp,
  };
  const named = Month.parse(receipt.invoiceMonth);
  const earlier =
    named.isBefore(Month.parse(statement.month)) && !named.isBefore(Month.parse(receipt.billingMonth));
  if (earlier) return said;
  // A customer deleted and restored since comes back under a new number; the receipt keeps the
  // invoice the customer was handed, under the number of that day (docs/payment-month.md): the month
  // agrees, the number is the receipt's own.
  const sameNumber = receipt.customerNumber === statement.customerNumber;
  return {
    ...said,
    month: receipt.invoiceMonth,
    ...(sameNumber && { invoiceNumber: receipt.invoiceNumber }),
  };
}

/**
 * The invoice's WhatsApp text, as the invoice page writes it from the statement it shows, read back:
 * the month it names, the invoice number and, when something is owed, the dollars and pounds due.
 */
function whatsAppSays(statement: StatementView): Said {
  const text = statementWhatsAppText(statement, null);
  const due = /المبلغ المستحق: \$([\d,.]+) \(([\d,]+) ل\.ل\)/.exec(text);
  const number = (digits: string) => Number(digits.replaceAll(',', ''));
  return {
    monthLabel: /فاتورة الكهرباء لشهر (.+)\./.exec(text)?.[1] ?? 'no month',
    invoiceNumber: /رقم الفاتورة: (\S+)/.exec(text)?.[1] ?? 'no invoice number',
    ...(due
      ? { totalDue: number(due[1]), totalDueLbp: number(due[2]) }
      : statement.totalDue > 0 && { totalDue: 0, totalDueLbp: 0 }),
  };
}

function disagreements(statement: StatementView, said: Said): string[] {
  const found: string[] = [];
  if (said.month !== undefined && said.month !== statement.month)
    found.push(`the month ${said.month}, the statement ${statement.month}`);
  if (said.monthLabel !== undefined && said.monthLabel !== statement.monthLabel)
    found.push(`the month «${said.monthLabel}», the statement «${statement.monthLabel}»`);
  if (said.invoiceNumber !== undefined && said.invoiceNumber !== statement.invoiceNumber)
    found.push(`invoice ${said.invoiceNumber}, the statement ${statement.invoiceNumber}`);
  if (said.totalDue !== undefined && centsOf(said.totalDue) !== centsOf(statement.totalDue))
    found.push(`${said.totalDue} due, the statement ${statement.totalDue}`);
  if (said.totalDueLbp !== undefined && said.totalDueLbp !== statement.lbp.totalDue)
    found.push(`${said.totalDueLbp} ل.ل due, the statement ${statement.lbp.totalDue}`);
  return found;
}
