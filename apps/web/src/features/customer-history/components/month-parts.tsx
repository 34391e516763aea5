import { Link } from 'react-router-dom';
import { receiptPath } from '../../../config/route-paths';
import { formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { HistoryMonth } from '../api/get-customer-history';
import { invoicePathOf } from '../lib/history-links';
import { customerHistoryMessages as t } from '../messages';

/** What the month billed by: the amperes, or the readings (every reading the round took, when more than one). */
export function MonthUsage({ month }: { month: HistoryMonth }) {
  if (month.ampere !== null) return <>{t.amperes(formatQuantity(month.ampere))}</>;
  const { readings } = month;
  if (!readings) return <>—</>;
  return (
    <>
      <bdi>
        {t.readings(
          formatQuantity(readings.previous),
          formatQuantity(readings.current),
          formatQuantity(readings.consumption),
        )}
      </bdi>
      {readings.estimated && <span className="badge text-bg-warning ms-1">{t.estimated}</span>}
      {readings.recorded.length > 1 && (
        <div className="small text-secondary">
          {t.roundReadings}: {readings.recorded.map((entry) => formatQuantity(entry.reading)).join('، ')}
        </div>
      )}
    </>
  );
}

/** An amount in dollars with its pounds under it, as the statement states them. */
export function Amount({ usd, lbp }: { usd: number | undefined; lbp: number | undefined }) {
  if (usd === undefined) return <>—</>;
  return (
    <>
      <bdi dir="ltr">{formatUsd(usd)}</bdi>
      {lbp !== undefined && (
        <div className="small text-secondary">
          <bdi dir="ltr">{formatLbp(lbp)}</bdi>
        </div>
      )}
    </>
  );
}

/** The ledger's payments of the month, each with its receipt; a void one struck through and marked. */
export function MonthPayments({ month }: { month: HistoryMonth }) {
  if (month.payments.length === 0) return <span className="text-secondary">{t.noPayments}</span>;
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
      {month.payments.map((payment) => {
        const isVoid = payment.voidedAt !== null;
        return (
          <li key={payment.id} className={isVoid ? 'text-secondary' : undefined}>
            <Link
              to={receiptPath(payment.id)}
              className="chr-receipt-link"
              aria-label={t.receiptOf(payment.receiptNumber)}
            >
              <bdi dir="ltr">{payment.receiptNumber}</bdi>
            </Link>{' '}
            <bdi dir="ltr" className={isVoid ? 'text-decoration-line-through' : undefined}>
              {payment.currency === 'LBP' ? formatLbp(payment.amountLbp) : formatUsd(payment.amount)}
            </bdi>
            {isVoid && <span className="badge text-bg-danger ms-1">{t.voided}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The month's invoice: a closed month's reprinted as it was, the live month's as it is now. */
export function MonthInvoiceLink({ system, id, month }: { system: string; id: string; month: HistoryMonth }) {
  if (!month.statement) return <span className="small text-secondary">{t.noStatement}</span>;
  return (
    <Link
      to={invoicePathOf(system, id, month.kind === 'closed' ? month.month : undefined)}
      className="btn btn-sm btn-outline-primary app-touch-button text-nowrap"
      aria-label={t.printInvoiceOf(month.monthLabel)}
    >
      {t.printInvoice}
    </Link>
  );
}
