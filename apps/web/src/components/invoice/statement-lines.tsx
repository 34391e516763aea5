import { formatQuantity } from '../../lib/display-format';
import { formatUnitPrice, formatUsd } from '../../lib/money';
import type { Statement } from './statement';

export interface StatementLinesProps {
  statement: Pick<Statement, 'lines'>;
  /** The lines under the billed line as the server worded them (readings, a replaced meter, the fee). */
  otherLines?: readonly { label: string; value: string }[];
  /** The stylesheet's classes: the billed line and the list of the other lines. */
  classNames: { billed: string; others: string };
}

/**
 * The lines of a bill on paper: the billed line as quantity × price = amount (3 أمبير × $15.00 =
 * $45.00, 120 ك.و.س × $0.3 = $36.00), the price with every decimal it was entered with, then the
 * lines the server worded under it. Dollars with their cents (docs/printing.md).
 */
export function StatementLines({ statement, otherLines = [], classNames }: StatementLinesProps) {
  // The tariff's line (none in a month started cut off: docs/cut-off.md); the fixed amounts come worded.
  const billed = statement.lines.find((line) => line.quantity !== null && line.kind !== 'estimate-credit');
  return (
    <>
      {billed && (
        <div className={classNames.billed}>
          <bdi>
            {formatQuantity(billed.quantity ?? 0)} {billed.unit ?? ''}
          </bdi>
          {' × '}
          <bdi dir="ltr">{formatUnitPrice(billed.unitPrice, billed.unitPriceCurrency, 'paper')}</bdi>
          {' = '}
          <bdi dir="ltr">{formatUsd(billed.amount, 'paper')}</bdi>
        </div>
      )}
      {otherLines.length > 0 && (
        <dl className={classNames.others}>
          {otherLines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>
                {/* Its own direction: '$10.00' left to right, '17,900,000 ل.ل' with the sign after in Arabic. */}
                <bdi>{line.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
