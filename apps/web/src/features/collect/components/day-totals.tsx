import { formatLbp, formatUsd } from '../../../lib/money';
import { useOwnDay } from '../api/get-own-day';
import { collectMessages as t } from '../messages';

/** «مجموع اليوم»: what the collector took today in dollars and in pounds, as the ledger has it (payments
 * sent; those still on the device are not in it), the count once handed over. Hidden offline. */
export function DayTotals({ enabled }: { enabled: boolean }) {
  const day = useOwnDay(enabled);
  if (!day.data) return null;
  const { takenUsd, takenLbp, countedUsd } = day.data;
  return (
    <section aria-labelledby="collect-day-totals" className="app-record-card mt-4">
      <header className="app-record-card-head">
        <h2 id="collect-day-totals" className="app-record-card-name h6">
          {t.dayTotals}
        </h2>
        <span className="app-record-card-meta text-nowrap">
          {countedUsd === null ? t.notHandedOver : t.handedOver}
        </span>
      </header>
      <dl className="app-record-card-figures mb-0">
        <div>
          <dt>{t.dayUsd}</dt>
          <dd>
            <bdi dir="ltr">{formatUsd(takenUsd)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.dayLbp}</dt>
          <dd>
            <bdi dir="ltr">{formatLbp(takenLbp)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}
