import './receipt-document.css';
import { forwardRef, type ReactNode } from 'react';
import { paymentMethodLabel } from '../../payments';
import { formatCustomerNumber } from '../../../lib/display-format';
import { beirutDateAndTime, formatBeirutDateTime } from '../../../lib/received-at';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { CompanyInfo } from '../../../types/ampere';
import type { Payment } from '../../../types/payments';
import type { ReceiptFormat } from '../lib/receipt-format';
import { receiptMessages as t } from '../messages';

export interface ReceiptDocumentProps {
  payment: Payment;
  /** The company block; the receipt prints without it until the profile has loaded. */
  company: CompanyInfo | undefined;
  format: ReceiptFormat;
}

function Line({
  label,
  children,
  strong,
  amount,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  /** An amount of the payment (struck through on a void receipt). */
  amount?: boolean;
}) {
  const classes = [strong && 'rcpt-strong', amount && 'rcpt-amount'].filter(Boolean).join(' ');
  return (
    <div className={classes || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The receipt of one payment (docs/screens.md#payments-receipts-and-collection), on an 80 mm roll or A6:
 * who paid, for which month, how much in dollars and in pounds at which rate, how, to whom and when. A void
 * receipt says so first. */
export const ReceiptDocument = forwardRef<HTMLElement, ReceiptDocumentProps>(function ReceiptDocument(
  { payment, company, format },
  ref,
) {
  const { date, time } = beirutDateAndTime(payment.receivedAt);
  const phones = [company?.phone, company?.phone2].filter(Boolean).join(' / ');
  const isVoid = payment.voidedAt !== null;
  return (
    <article
      ref={ref}
      className={`rcpt-doc rcpt-${format}${isVoid ? ' rcpt-is-void' : ''}`}
      aria-labelledby="rcpt-title"
    >
      {company && (
        <header className="rcpt-company">
          <div className="rcpt-company-name" dir="auto">
            {company.name}
          </div>
          {company.address && <div dir="auto">{company.address}</div>}
          {phones && (
            <div>
              {t.phone}: <bdi dir="ltr">{phones}</bdi>
            </div>
          )}
        </header>
      )}

      <h1 id="rcpt-title" className="rcpt-title">
        {t.title}
      </h1>
      {isVoid && (
        <section className="rcpt-void" aria-label={t.void}>
          <div className="rcpt-void-stamp">{t.void}</div>
          <div>
            {t.voidReason}: <span dir="auto">{payment.voidReason}</span>
          </div>
          <div className="rcpt-small">
            {t.voidedBy(payment.voidedBy ?? '', formatBeirutDateTime(payment.voidedAt))}
          </div>
        </section>
      )}

      <dl className="rcpt-lines">
        <Line label={t.receiptNumber} strong>
          <bdi dir="ltr">{payment.receiptNumber}</bdi>
        </Line>
        <Line label={t.date}>{date}</Line>
        <Line label={t.time}>{time}</Line>
      </dl>

      <dl className="rcpt-lines rcpt-section">
        <Line label={t.customer}>
          <span dir="auto">{payment.customerName}</span>
        </Line>
        <Line label={t.customerNumber}>
          <bdi dir="ltr">{formatCustomerNumber(payment.customerNumber)}</bdi>
        </Line>
        <Line label={t.box}>
          <bdi dir="auto">{payment.box || t.noBox}</bdi>
        </Line>
        {/* the month and number the invoice had the day the money was taken (docs/payment-month.md) */}
        <Line label={t.month}>{payment.invoiceMonthLabel}</Line>
        <Line label={t.invoiceNumber}>
          <bdi dir="ltr">{payment.invoiceNumber}</bdi>
        </Line>
      </dl>

      <dl className="rcpt-lines rcpt-section rcpt-money">
        <Line label={t.amountUsd} strong amount>
          <bdi dir="ltr">{formatUsd(payment.amount, 'paper')}</bdi>
        </Line>
        <Line label={t.amountLbp} strong amount>
          <bdi>{formatLbp(payment.amountLbp)}</bdi>
        </Line>
        <Line label={t.exchangeRate}>
          <bdi>{t.perDollar(formatLbp(payment.exchangeRate))}</bdi>
        </Line>
        <Line label={t.currency}>{t.currencies[payment.currency] ?? payment.currency}</Line>
        <Line label={t.method}>{paymentMethodLabel(payment.method)}</Line>
        <Line label={t.collector}>
          {payment.collectorName ? (
            <span dir="auto">{payment.collectorName}</span>
          ) : (
            <bdi dir="ltr">{payment.receivedBy}</bdi>
          )}
        </Line>
        {payment.note && (
          <Line label={t.note}>
            <span dir="auto">{payment.note}</span>
          </Line>
        )}
      </dl>

      {/* what remained owed right after this payment, from the customer's statement */}
      {payment.balanceAfter && !isVoid && (
        <dl className="rcpt-lines rcpt-section">
          <Line label={t.remainingUsd} strong>
            <bdi dir="ltr">{formatUsd(payment.balanceAfter.totalDue, 'paper')}</bdi>
          </Line>
          <Line label={t.remainingLbp}>
            <bdi>{formatLbp(payment.balanceAfter.totalDueLbp)}</bdi>
          </Line>
        </dl>
      )}

      <footer className="rcpt-thanks">{t.thanks}</footer>
    </article>
  );
});
