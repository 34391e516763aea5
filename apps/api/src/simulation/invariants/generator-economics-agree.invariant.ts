import {
  GENERATOR_COST_KINDS,
  Lbp,
  Money,
  toLbp,
  toUsd,
  type DualAmount,
  type GeneratorEconomics,
} from '@kahraba/billing-domain';
import { Clock } from '../../application/clock/clock';
import { GetGeneratorEconomicsQuery } from '../../application/generators/get-generator-economics.query';
import type { StepContext } from '../simulation-step';
import { tablesChanged } from '../table-checksums';

/** The tables the checked figures come from: a step that changed none of them leaves them as checked. */
const READ_FROM = ['payments', 'generator_costs', 'exchange_rate'];

/**
 * The generator's economics of this month (docs/generator-economics.md#the-monthly-report) agree with the
 * ledger and the log, summed here straight from the tables in one query: collected is the payments not void
 * received in the month (its days in the business's time zone); each kind's costs are its lines' dollars
 * and pounds as typed, each converted once at the month's rate the report states; the total is the sum of
 * the kinds, the litres the lines' litres; profit on collected is collected − costs in both currencies. An
 * import taken back leaves the month's costs as they were before it. Read only after a step that changed
 * the payments, the log or the rate (the report is a dozen queries).
 */
export async function generatorEconomicsAgreeWithTheLedger(step: StepContext): Promise<string[]> {
  if (!tablesChanged(step.tablesBefore, step.tablesAfter).some((table) => READ_FROM.includes(table)))
    return [];
  const { business } = step;
  const economics = await business.ask(new GetGeneratorEconomicsQuery());
  const { rows } = await business.sql.query<{ kind: string; usd: string; lbp: string; litres: string }>(
    `WITH month AS (SELECT ($1 || '-01')::date AS first)
     SELECT 'collected' AS kind, COALESCE(sum(amount), 0)::text AS usd, '0' AS lbp, '0' AS litres
     FROM payments, month
     WHERE voided_at IS NULL
       AND received_at >= (first::timestamp AT TIME ZONE $2)
       AND received_at < ((first + interval '1 month')::timestamp AT TIME ZONE $2)
     UNION ALL
     SELECT kind, COALESCE(sum(amount_usd), 0)::text, COALESCE(sum(amount_lbp), 0)::text,
       COALESCE(sum(litres), 0)::text
     FROM generator_costs, month
     WHERE archived_at IS NULL AND day >= first AND day < first + interval '1 month'
     GROUP BY kind`,
    [economics.month, business.app.get(Clock).timeZone],
  );
  const found: string[] = [];
  const sums = new Map(rows.map((row) => [row.kind, row]));
  const collected = Money.parse(sums.get('collected')!.usd);
  if (!economics.collected.usd.equals(collected))
    found.push(
      `${economics.month}: collected ${shown(economics.collected)}, the ledger's payments ${collected.toDecimalString()}`,
    );
  let litres = 0;
  for (const kind of GENERATOR_COST_KINDS) {
    const typedUsd = Money.parse(sums.get(kind)?.usd ?? '0');
    const typedLbp = Lbp.ofPounds(Number(sums.get(kind)?.lbp ?? '0'));
    litres += Math.round(Number(sums.get(kind)?.litres ?? '0') * 100);
    const expected = {
      usd: typedUsd.plus(toUsd(typedLbp, economics.rate)),
      lbp: toLbp(typedUsd, economics.rate).plus(typedLbp),
    };
    if (!same(economics.costs[kind], expected))
      found.push(
        `${economics.month}: ${kind} costs ${shown(economics.costs[kind])}, its lines $${typedUsd.toDecimalString()} and ${typedLbp.pounds} ل.ل make ${shown(expected)}`,
      );
  }
  const total = {
    usd: Money.sum(GENERATOR_COST_KINDS.map((kind) => economics.costs[kind].usd)),
    lbp: Lbp.ofPounds(GENERATOR_COST_KINDS.reduce((sum, kind) => sum + economics.costs[kind].lbp.pounds, 0)),
  };
  if (!same(economics.totalCost, total))
    found.push(
      `${economics.month}: total cost ${shown(economics.totalCost)}, its kinds add up to ${shown(total)}`,
    );
  if (economics.litresHundredths !== litres)
    found.push(
      `${economics.month}: ${economics.litresHundredths / 100} litres, the log's lines ${litres / 100}`,
    );
  const profit = {
    usd: economics.collected.usd.minus(economics.totalCost.usd),
    lbp: Lbp.ofPounds(economics.collected.lbp.pounds - economics.totalCost.lbp.pounds),
  };
  if (!same(economics.profit.collectedLessCosts, profit))
    found.push(
      `${economics.month}: profit on collected ${shown(economics.profit.collectedLessCosts)}, collected − costs is ${shown(profit)}`,
    );
  const before = step.outcome.kind === 'done' ? step.writes.costsKept : undefined;
  if (before) found.push(...costsAsBefore(before, economics));
  return found;
}

/** An import taken back leaves each kind's costs, the litres and the hours as they were. */
function costsAsBefore(before: GeneratorEconomics, after: GeneratorEconomics): string[] {
  if (before.month !== after.month) return [];
  const found: string[] = [];
  for (const kind of GENERATOR_COST_KINDS)
    if (!same(before.costs[kind], after.costs[kind]))
      found.push(
        `${after.month}: an import taken back left ${kind} costs ${shown(after.costs[kind])}, before it ${shown(before.costs[kind])}`,
      );
  if (before.litresHundredths !== after.litresHundredths || before.hoursHundredths !== after.hoursHundredths)
    found.push(`${after.month}: an import taken back changed the month's litres or hours`);
  return found;
}

function same(a: DualAmount, b: DualAmount): boolean {
  return a.usd.equals(b.usd) && a.lbp.pounds === b.lbp.pounds;
}

function shown(amount: DualAmount): string {
  return `$${amount.usd.toDecimalString()} / ${amount.lbp.pounds} ل.ل`;
}
