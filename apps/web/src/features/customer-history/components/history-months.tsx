import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { HistoryMonth } from '../api/get-customer-history';
import { customerHistoryMessages as t } from '../messages';
import { Amount, MonthInvoiceLink, MonthPayments, MonthUsage } from './month-parts';

interface MonthsProps {
  system: string;
  id: string;
  name: string;
  months: HistoryMonth[];
}

/** The months as a table: on a desk, and on the A4 print. */
export function HistoryMonthsTable({ system, id, name, months }: MonthsProps) {
  return (
    <div className="table-responsive d-none d-md-block d-print-block">
      <Table bordered hover className="align-middle chr-table">
        <caption className="caption-top">{t.tableCaption(name)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col">{t.usage}</th>
            <th scope="col">{t.previousBalance}</th>
            <th scope="col">{t.total}</th>
            <th scope="col">{t.paid}</th>
            <th scope="col">{t.balance}</th>
            <th scope="col">{t.payments}</th>
            <th scope="col" className="d-print-none">
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">
                {month.monthLabel}
                <div className="small text-secondary fw-normal">{t.kinds[month.kind]}</div>
              </th>
              <td>
                <MonthUsage month={month} />
              </td>
              <td>
                <Amount usd={month.statement?.previousBalance} lbp={month.statement?.lbp.previousBalance} />
              </td>
              <td>
                <Amount usd={month.statement?.total} lbp={month.statement?.lbp.total} />
              </td>
              <td>
                <Amount usd={month.statement?.amountPaid} lbp={month.statement?.lbp.amountPaid} />
              </td>
              <td className="fw-bold">
                <Amount usd={month.balance?.usd} lbp={month.balance?.lbp} />
              </td>
              <td>
                <MonthPayments month={month} />
              </td>
              <td className="d-print-none">
                <MonthInvoiceLink system={system} id={id} month={month} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The months as cards, one under the other: on a phone. */
export function HistoryMonthCards({ system, id, months }: MonthsProps) {
  return (
    <ul
      className="list-unstyled d-flex flex-column gap-3 d-md-none d-print-none"
      aria-label={t.monthsHeading}
    >
      {months.map((month) => (
        <li key={month.month}>
          <Card as="article" className="shadow-sm border-0" aria-label={month.monthLabel}>
            <Card.Body className="d-flex flex-column gap-2">
              <div className="d-flex align-items-baseline justify-content-between gap-2">
                <h3 className="h5 mb-0">{month.monthLabel}</h3>
                <span className="small text-secondary">{t.kinds[month.kind]}</span>
              </div>
              <div>
                <MonthUsage month={month} />
              </div>
              <dl className="chr-figures mb-0">
                <dt>{t.previousBalance}</dt>
                <dd>
                  <Amount usd={month.statement?.previousBalance} lbp={month.statement?.lbp.previousBalance} />
                </dd>
                <dt>{t.total}</dt>
                <dd>
                  <Amount usd={month.statement?.total} lbp={month.statement?.lbp.total} />
                </dd>
                <dt>{t.paid}</dt>
                <dd>
                  <Amount usd={month.statement?.amountPaid} lbp={month.statement?.lbp.amountPaid} />
                </dd>
                <dt>{t.balance}</dt>
                <dd className="fw-bold">
                  <Amount usd={month.balance?.usd} lbp={month.balance?.lbp} />
                </dd>
              </dl>
              <div>
                <div className="small text-secondary">{t.payments}</div>
                <MonthPayments month={month} />
              </div>
              <MonthInvoiceLink system={system} id={id} month={month} />
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
