import { Clock } from '../../application/clock/clock';
import { ListHandoversQuery } from '../../application/handovers/list-handovers.query';
import type { StepContext } from '../simulation-step';

/**
 * The cash handover (docs/handover.md): every counted day's taken amounts are the ledger's payments not
 * void of that collector and business day (dollars of the USD payments, pounds of the LBP ones), read here
 * straight from the payments table, and its difference is counted − taken in each currency.
 */
export async function handoversAgreeWithTheLedger(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const { business } = step;
  const timeZone = business.app.get(Clock).timeZone;
  const { rows: counted } = await business.sql.query<{ day: string }>(
    'SELECT DISTINCT day::text AS day FROM cash_handovers ORDER BY 1',
  );
  const found: string[] = [];
  for (const { day } of counted) {
    const { rows: ledger } = await business.sql.query<{ collector: string; usd: string; lbp: string }>(
      `SELECT received_by_user_id::text AS collector,
         COALESCE(sum(amount) FILTER (WHERE currency = 'USD'), 0)::text AS usd,
         COALESCE(sum(amount_lbp) FILTER (WHERE currency = 'LBP'), 0)::text AS lbp
       FROM payments
       WHERE voided_at IS NULL AND received_by_user_id IS NOT NULL
         AND (received_at AT TIME ZONE $2)::date = $1::date
       GROUP BY received_by_user_id`,
      [day, timeZone],
    );
    for (const handover of await business.ask(new ListHandoversQuery(day))) {
      if (handover.counted === null || handover.difference === null) continue;
      const who = `${handover.collectorName} on ${day}`;
      const taken = ledger.find((row) => row.collector === handover.collectorId);
      const usdCents = Math.round(Number(taken?.usd ?? '0') * 100);
      const pounds = Number(taken?.lbp ?? '0');
      if (handover.taken.usd.cents !== usdCents || handover.taken.lbp.pounds !== pounds)
        found.push(
          `${who}: taken ${handover.taken.usd.toDecimalString()} and ${handover.taken.lbp.pounds} ل.ل, the ledger has ${usdCents / 100} and ${pounds} ل.ل`,
        );
      if (
        handover.difference.usd.cents !== handover.counted.usd.cents - usdCents ||
        handover.difference.lbp.pounds !== handover.counted.lbp.pounds - pounds
      )
        found.push(
          `${who}: difference ${handover.difference.usd.toDecimalString()} / ${handover.difference.lbp.pounds} ل.ل is not counted − taken`,
        );
    }
  }
  return found;
}
