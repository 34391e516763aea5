import Button from 'react-bootstrap/Button';
import { formatDateTime } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { Handover } from '../api/get-handovers';
import { handoverMessages as t } from '../messages';

function differenceWord(amount: number): string {
  if (amount === 0) return t.even;
  return amount < 0 ? t.short : t.over;
}

/** One collector's day: taken, counted, the difference in each currency, and a button to count it. */
export function HandoverCard({ handover, onCount }: { handover: Handover; onCount: () => void }) {
  const titleId = `handover-${handover.collectorId}`;
  const difference = handover.difference;
  return (
    <article className="app-record-card" aria-labelledby={titleId}>
      <header className="app-record-card-head">
        <h2 id={titleId} className="app-record-card-name h6">
          {handover.collectorName}
        </h2>
        <span className="app-record-card-meta text-nowrap">{t.paymentsCount(handover.count)}</span>
      </header>
      <dl className="app-record-card-figures mb-2">
        <div>
          <dt>{t.takenUsd}</dt>
          <dd>
            <bdi dir="ltr">{formatUsd(handover.takenUsd)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.takenLbp}</dt>
          <dd>
            <bdi dir="ltr">{formatLbp(handover.takenLbp)}</bdi>
          </dd>
        </div>
        {difference && handover.countedUsd !== null && handover.countedLbp !== null ? (
          <>
            <div>
              <dt>{t.countedUsd}</dt>
              <dd>
                <bdi dir="ltr">{formatUsd(handover.countedUsd)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t.countedLbp}</dt>
              <dd>
                <bdi dir="ltr">{formatLbp(handover.countedLbp)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t.differenceUsd}</dt>
              <dd className={difference.usd === 0 ? undefined : 'text-danger fw-bold'}>
                <bdi dir="ltr">{formatUsd(difference.usd)}</bdi>
                <span className="d-block small">{differenceWord(difference.usd)}</span>
              </dd>
            </div>
            <div>
              <dt>{t.differenceLbp}</dt>
              <dd className={difference.lbp === 0 ? undefined : 'text-danger fw-bold'}>
                <bdi dir="ltr">{formatLbp(difference.lbp)}</bdi>
                <span className="d-block small">{differenceWord(difference.lbp)}</span>
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t.countedUsd}</dt>
            <dd>{t.notCounted}</dd>
          </div>
        )}
      </dl>
      {handover.recordedBy && handover.recordedAt && (
        <p className="small text-secondary mb-2">
          {t.recorded(handover.recordedBy, formatDateTime(handover.recordedAt))}
        </p>
      )}
      <Button
        variant={handover.countedUsd === null ? 'primary' : 'outline-primary'}
        className="app-touch-button w-100"
        onClick={onCount}
      >
        {handover.countedUsd === null ? t.count(handover.collectorName) : t.recount(handover.collectorName)}
      </Button>
    </article>
  );
}
