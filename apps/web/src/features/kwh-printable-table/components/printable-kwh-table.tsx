import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUnitPrice, formatUsd } from '../../../lib/money';
import type { KwhCustomer } from '../../../types/kwh';
import { printableTableMessages as t } from '../messages';

export interface PrintableKwhTableProps {
  caption: string;
  customers: readonly KwhCustomer[];
  /** The Arabic name of the month the group's invoices name, 'كانون الأول 2026'. */
  monthLabel: string;
  exchangeRate: number;
}

const COLUMNS = [
  'customerNumber',
  'name',
  'box',
  'ampere',
  'previous',
  'current',
  'consumption',
  'price',
  'fee',
  'total',
  'totalLbp',
  'paid',
  'remaining',
  'status',
] as const;

/** The table as it prints (A4 landscape): every amount as the server sent it, in
 * the paper's format (docs/printing.md: dollars with their cents, figures grouped); the footer (month
 * name, record count, exchange rate) repeats at the foot of every printed page. */
export function PrintableKwhTable({ caption, customers, monthLabel, exchangeRate }: PrintableKwhTableProps) {
  return (
    <table className="kpt-table">
      <caption className="kpt-caption">
        {caption} — {t.month(monthLabel)}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t.columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <td dir="ltr">{formatCustomerNumber(customer.customerNumber)}</td>
            <td className="kpt-name">{customer.name}</td>
            <td>{customer.box ?? ''}</td>
            <td>{formatQuantity(customer.ampere)}</td>
            <td>{formatQuantity(customer.previousKwh)}</td>
            <td>{formatQuantity(customer.currentKwh)}</td>
            <td>{formatQuantity(customer.consumption)}</td>
            <td dir="ltr">{formatUnitPrice(customer.pricePerKwh, 'USD', 'paper')}</td>
            <td dir="ltr">{formatUsd(customer.subscriptionFee, 'paper')}</td>
            <td dir="ltr">{formatUsd(customer.totalAmount, 'paper')}</td>
            <td>{formatLbp(customer.totalAmountLbp)}</td>
            <td dir="ltr">{formatUsd(customer.amountPaid, 'paper')}</td>
            <td dir="ltr">{formatUsd(customer.outstandingBalance, 'paper')}</td>
            <td>{customer.isPaid ? t.paid : t.unpaid}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={COLUMNS.length}>
            <div className="kpt-footer" role="group" aria-label={caption}>
              <span>{t.month(monthLabel)}</span>
              <span>{t.recordCount(customers.length)}</span>
              <span>{t.exchangeRate(formatLbp(exchangeRate))}</span>
            </div>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
