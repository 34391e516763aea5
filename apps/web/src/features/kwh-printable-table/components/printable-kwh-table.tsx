import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { KwhCustomer } from '../../../types/kwh';
import { printableTableMessages as t } from '../messages';

export interface PrintableKwhTableProps {
  caption: string;
  customers: readonly KwhCustomer[];
  /** The live month's Arabic name, 'تشرين الثاني 2026'. */
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

/** The table as it prints (spec 001 §2.17, §9: A4 landscape): every amount as the server sent it; the
 * footer (month name, record count, exchange rate) repeats at the foot of every printed page. */
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
            <td dir="ltr">{formatUsd(customer.pricePerKwh)}</td>
            <td dir="ltr">{formatUsd(customer.subscriptionFee)}</td>
            <td dir="ltr">{formatUsd(customer.totalAmount)}</td>
            <td>{formatLbp(customer.totalAmountLbp)}</td>
            <td dir="ltr">{formatUsd(customer.amountPaid)}</td>
            <td dir="ltr">{formatUsd(customer.outstandingBalance)}</td>
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
