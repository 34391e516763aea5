import { formatUsd } from '../../lib/money';
import type { Statement } from './statement';

/** The amounts of an invoice: its statement's, as the server sends them. */
type InvoiceAmounts = Pick<
  Statement,
  'base' | 'vat' | 'vatRatePercent' | 'total' | 'previousBalance' | 'amountPaid' | 'totalDue'
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

export interface InvoiceTotalsProps {
  amounts: InvoiceAmounts;
  labels: InvoiceTotalsLabels;
  /** The stylesheet's classes: the list, the total's row and the remaining amount's row. */
  classNames: { list: string; total: string; remaining: string };
  /** Shown instead of the remaining amount once nothing remains; the amount itself when omitted. */
  settledText?: string;
}

/**
 * The totals of an invoice: this month (before tax, the tax, its total), the balance carried from
 * the months before (a credit says so), what was paid and the total due. An invoice is paper:
 * dollars with their cents (docs/printing.md).
 */
export function InvoiceTotals({ amounts, labels, classNames, settledText }: InvoiceTotalsProps) {
  const remaining =
    settledText !== undefined && amounts.totalDue <= 0 ? settledText : formatUsd(amounts.totalDue, 'paper');
  const credit = amounts.previousBalance < 0;
  return (
    <dl className={classNames.list}>
      <div>
        <dt>{labels.baseAmount}</dt>
        <dd>{formatUsd(amounts.base, 'paper')}</dd>
      </div>
      <div>
        <dt>{labels.vat(amounts.vatRatePercent)}</dt>
        <dd>{formatUsd(amounts.vat, 'paper')}</dd>
      </div>
      <div className={classNames.total}>
        <dt>{labels.total}</dt>
        <dd>{formatUsd(amounts.total, 'paper')}</dd>
      </div>
      <div>
        <dt>{credit ? labels.previousCredit : labels.previousBalance}</dt>
        <dd>{formatUsd(Math.abs(amounts.previousBalance), 'paper')}</dd>
      </div>
      <div>
        <dt>{labels.paid}</dt>
        <dd>{formatUsd(amounts.amountPaid, 'paper')}</dd>
      </div>
      <div className={classNames.remaining}>
        <dt>{labels.remaining}</dt>
        <dd>{remaining}</dd>
      </div>
    </dl>
  );
}
