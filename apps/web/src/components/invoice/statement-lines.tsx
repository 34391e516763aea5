import { formatQuantity } from '../../lib/display-format';
import { formatLbp, formatUnitPrice, formatUsd, type MoneyMedium } from '../../lib/money';
import { componentMessages } from '../messages';
import { billRows } from './bill-rows';
import type { Statement } from './statement';

type StatementLine = Statement['lines'][number];

/** The quantity of a billed line, with its unit when asked (3 أمبير, 120 ك.و.س). */
function quantityOf(line: StatementLine, withUnit: boolean): string {
  const quantity = formatQuantity(line.quantity ?? 0);
  return withUnit && line.unit ? `${quantity} ${line.unit}` : quantity;
}

/** The price of a billed line, with every decimal it was entered with, in the currency it was typed in. */
function unitPriceOf(line: StatementLine, medium: MoneyMedium): string {
  return formatUnitPrice(line.unitPrice, line.unitPriceCurrency, medium);
}

/** What a line bills: a fixed amount typed in pounds reads in pounds, every other in dollars. */
function amountOf(line: StatementLine, medium: MoneyMedium): string {
  return line.quantity === null && line.unitPriceCurrency === 'LBP'
    ? formatLbp(line.amountLbp)
    : formatUsd(line.amount, medium);
}

/**
 * How one line of a bill reads, wherever it is shown: quantity × price = amount (3 أمبير × $15.00 =
 * $45.00), or the amount alone for a fixed line (a fee). The single invoice's table shows the same
 * parts in its columns.
 */
function LineReading({
  line,
  medium,
  withUnit,
}: {
  line: StatementLine;
  medium: MoneyMedium;
  withUnit: boolean;
}) {
  if (line.quantity === null) return <bdi dir="ltr">{amountOf(line, medium)}</bdi>;
  return (
    <>
      <bdi>{quantityOf(line, withUnit)}</bdi>
      {' × '}
      <bdi dir="ltr">{unitPriceOf(line, medium)}</bdi>
      {' = '}
      <bdi dir="ltr">{amountOf(line, medium)}</bdi>
    </>
  );
}

/** The paper copy's reading: the tariff's line alone, then the lines the server worded under it. */
interface PaperLinesProps {
  layout?: 'paper';
  statement: Pick<Statement, 'lines'>;
  /** The lines under the billed line as the server worded them (readings, a replaced meter, the fee). */
  otherLines?: readonly { label: string; value: string }[];
  /** The stylesheet's classes: the billed line and the list of the other lines. */
  classNames: { billed: string; others: string };
}

/** The single invoice's table: a column each for the quantity, the price and the amount. */
interface TableLinesProps {
  layout: 'table';
  statement: Pick<Statement, 'lines'>;
  /** The columns' headings. */
  labels: { quantity: string; unitPrice: string; amount: string };
  className: string;
}

/** A screen's rows: each line under its name, read left to right (the portal's card). */
interface RowLinesProps {
  layout: 'rows';
  statement: Pick<Statement, 'lines'>;
}

export type StatementLinesProps = PaperLinesProps | TableLinesProps | RowLinesProps;

/**
 * The lines of a bill, the one renderer of them: on paper (the print sheet's copies, dollars with their
 * cents: docs/printing.md), as the single invoice's table (on paper too), or as a screen's rows (the
 * portal: dollars as screens show them, docs/screens.md#dates-and-figures-on-screen). Each line reads
 * through the same reading, so a change to how a line reads shows on every surface.
 */
export function StatementLines(props: StatementLinesProps) {
  const { statement } = props;
  if (props.layout === 'table') {
    const { labels } = props;
    return (
      <table className={props.className}>
        <thead>
          <tr>
            <th scope="col">{labels.quantity}</th>
            <th scope="col">{labels.unitPrice}</th>
            <th scope="col">{labels.amount}</th>
          </tr>
        </thead>
        <tbody>
          {/* docs/cut-off.md: a month started cut off bills no amperes; a reconnection fee is a line. */}
          {statement.lines.map((line) =>
            line.quantity === null ? (
              <tr key={line.kind}>
                <td colSpan={2}>{componentMessages.chargeLines[line.kind]}</td>
                <td>{amountOf(line, 'paper')}</td>
              </tr>
            ) : (
              <tr key={line.kind}>
                <td>{quantityOf(line, false)}</td>
                <td>{unitPriceOf(line, 'paper')}</td>
                <td>{amountOf(line, 'paper')}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    );
  }
  if (props.layout === 'rows') {
    return (
      <dl className={billRows.list}>
        {statement.lines.map((line) => (
          <div key={line.kind}>
            <dt>{componentMessages.chargeLines[line.kind]}</dt>
            <dd>
              <bdi dir="ltr">
                <LineReading line={line} medium="screen" withUnit={false} />
              </bdi>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const { otherLines = [], classNames } = props;
  // The tariff's line (none in a month started cut off: docs/cut-off.md); the fixed amounts come worded.
  const billed = statement.lines.find((line) => line.quantity !== null && line.kind !== 'estimate-credit');
  return (
    <>
      {billed && (
        <div className={classNames.billed}>
          <LineReading line={billed} medium="paper" withUnit />
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
