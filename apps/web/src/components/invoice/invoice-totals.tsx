import { formatLbp, formatUsd, type MoneyMedium } from '../../lib/money';
import type { Statement } from './statement';

/** The amounts of an invoice: its statement's, as the server sends them. */
type InvoiceAmounts = Pick<
  Statement,
  'base' | 'vat' | 'vatRatePercent' | 'total' | 'previousBalance' | 'amountPaid' | 'totalDue' | 'lbp'
>;

interface InvoiceTotalsLabels {
  baseAmount: string;
  vat: (percent: number) => string;
  total: string;
  previousBalance: string;
  /** The previous balance's label when it is a credit (shown as a positive amount). */
  previousCredit: string;
  paid: string;
  remaining: string;
}

/** The pounds' labels: this month's total, its VAT, the rate, and what is due. */
interface PoundsLabels {
  totalLbp: string;
  vatLbp: string;
  exchangeRate: string;
  totalDueLbp: string;
}

export interface InvoiceTotalsProps {
  amounts: InvoiceAmounts;
  labels: InvoiceTotalsLabels;
  /** The stylesheet's classes: the list, the total's row and the remaining amount's row. */
  classNames: { list: string; total: string; remaining: string };
  /** Shown instead of the remaining amount once nothing remains; the amount itself when omitted. */
  settledText?: string;
  /** With settledText: what follows it when the customer is in credit, the credit beside it. */
  creditText?: string;
  /** Where the figures are read: paper (the default) shows the cents, a screen as screens do. */
  medium?: MoneyMedium;
  /** On a screen, the pounds beside the dollars: this month's pounds, VAT and rate after its total, the
   * pounds due after the total due while something is due. Paper prints them apart (InvoicePounds). */
  poundsBeside?: PoundsLabels;
}

/** One row: a label and its amount, dollars left to right, pounds with their sign after in Arabic. */
function Row({
  label,
  className,
  pounds = false,
  children,
}: {
  label: string;
  className?: string;
  pounds?: boolean;
  children: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>
        <bdi dir={pounds ? undefined : 'ltr'}>{children}</bdi>
      </dd>
    </div>
  );
}

/**
 * The totals of an invoice: this month (before tax, the tax, its total), the balance carried from
 * the months before (a credit says so), what was paid and the total due. On paper dollars show their
 * cents (docs/printing.md); the pounds are the statement's, at its rate (docs/one-bill.md).
 */
export function InvoiceTotals({
  amounts,
  labels,
  classNames,
  settledText,
  creditText,
  medium = 'paper',
  poundsBeside: pounds,
}: InvoiceTotalsProps) {
  const usd = (amount: number) => formatUsd(amount, medium);
  const settled = settledText !== undefined && amounts.totalDue <= 0;
  const credit = amounts.previousBalance < 0;
  return (
    <dl className={classNames.list}>
      <Row label={labels.baseAmount}>{usd(amounts.base)}</Row>
      <Row label={labels.vat(amounts.vatRatePercent)}>{usd(amounts.vat)}</Row>
      <Row label={labels.total} className={classNames.total}>
        {usd(amounts.total)}
      </Row>
      {pounds && (
        <>
          <Row label={pounds.totalLbp} className={classNames.total} pounds>
            {formatLbp(amounts.lbp.total)}
          </Row>
          <Row label={pounds.vatLbp} pounds>
            {formatLbp(amounts.lbp.vat)}
          </Row>
          <Row label={pounds.exchangeRate} pounds>
            {formatLbp(amounts.lbp.rate)}
          </Row>
        </>
      )}
      <Row label={credit ? labels.previousCredit : labels.previousBalance}>
        {usd(Math.abs(amounts.previousBalance))}
      </Row>
      <Row label={labels.paid}>{usd(amounts.amountPaid)}</Row>
      <div className={classNames.remaining}>
        <dt>{labels.remaining}</dt>
        <dd>
          {settled ? (
            <>
              {settledText}
              {creditText && amounts.totalDue < 0 && (
                <>
                  {' · '}
                  {creditText} <bdi dir="ltr">{usd(-amounts.totalDue)}</bdi>
                </>
              )}
            </>
          ) : (
            <bdi dir="ltr">{usd(amounts.totalDue)}</bdi>
          )}
        </dd>
      </div>
      {pounds && amounts.totalDue > 0 && (
        <Row label={pounds.totalDueLbp} className={classNames.remaining} pounds>
          {formatLbp(amounts.lbp.totalDue)}
        </Row>
      )}
    </dl>
  );
}

interface InvoicePoundsProps {
  lbp: Statement['lbp'];
  labels: PoundsLabels;
  /** The stylesheet's classes: the list and the row of the pounds due. */
  classNames: { list: string; total: string };
  /** The list's accessible name, if it has one. */
  label?: string;
}

/** On paper, the pounds apart under the dollars, at the rate used: this month's total, what a customer
 * paying in pounds pays (arrears included), the VAT and the rate. */
export function InvoicePounds({ lbp, labels, classNames, label }: InvoicePoundsProps) {
  return (
    <dl className={classNames.list} aria-label={label}>
      <div>
        <dt>{labels.totalLbp}</dt>
        <dd>
          <bdi>{formatLbp(lbp.total)}</bdi>
        </dd>
      </div>
      <div className={classNames.total}>
        <dt>{labels.totalDueLbp}</dt>
        <dd>
          <bdi>{formatLbp(lbp.totalDue)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{labels.vatLbp}</dt>
        <dd>
          <bdi>{formatLbp(lbp.vat)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{labels.exchangeRate}</dt>
        <dd>
          <bdi>{formatLbp(lbp.rate)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
