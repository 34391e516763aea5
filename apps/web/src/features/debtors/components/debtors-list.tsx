import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { formatLebanesePhone } from '@kahraba/billing-domain';
import { formatCustomerNumber, isolateLtr } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import { CutOffMark } from '../../customers';
import { debtorKey, type Debtor } from '../api/get-debtors';
import { debtorsMessages as t } from '../messages';

export interface DebtorsListProps {
  debtors: readonly Debtor[];
  chosen: ReadonlySet<string>;
  onToggle: (debtor: Debtor) => void;
  /** The action of a row (the cut-off list's, docs/debtors.md#the-list); an empty cell without one. */
  action?: (debtor: Debtor) => ReactNode;
}

const lastPaymentText = (debtor: Debtor) =>
  debtor.lastPayment ? `${debtor.lastPayment.day} · ${formatUsd(debtor.lastPayment.amount)}` : t.never;

/** The debtors: a table on a desk, a card per customer on a phone, each with its check box. */
export function DebtorsList({ debtors, chosen, onToggle, action }: DebtorsListProps) {
  if (debtors.length === 0) return <p className="text-secondary">{t.none}</p>;
  return (
    <>
      <div className="app-table-wrap d-none d-md-block">
        <table className="table table-sm align-middle mb-0" dir="rtl" aria-label={t.title}>
          <thead>
            <tr>
              <th scope="col">{t.columns.choose}</th>
              <th scope="col">{t.columns.system}</th>
              <th scope="col">{t.columns.customerNumber}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.box}</th>
              <th scope="col">{t.columns.phone}</th>
              <th scope="col">{t.columns.totalDue}</th>
              <th scope="col">{t.columns.totalDueLbp}</th>
              <th scope="col">{t.columns.months}</th>
              <th scope="col">{t.columns.lastPayment}</th>
              <th scope="col">{t.columns.lastReminder}</th>
              <th scope="col">{t.columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {debtors.map((debtor) => (
              <tr key={debtorKey(debtor)} data-months={debtor.months}>
                <td>
                  <Form.Check
                    id={`debtor-row-${debtorKey(debtor)}`}
                    aria-label={t.chooseCustomer(debtor.name)}
                    checked={chosen.has(debtorKey(debtor))}
                    onChange={() => onToggle(debtor)}
                  />
                </td>
                <td>{debtor.systemName}</td>
                <td>{formatCustomerNumber(debtor.customerNumber)}</td>
                <td>
                  {debtor.name} <CutOffMark customer={debtor} />
                </td>
                <td>{debtor.box ?? t.noBox}</td>
                <td>{debtor.phone ? isolateLtr(formatLebanesePhone(debtor.phone)) : t.never}</td>
                <td className="fw-bold">{formatUsd(debtor.totalDue)}</td>
                <td>{formatLbp(debtor.totalDueLbp)}</td>
                <td>{t.months(debtor.months)}</td>
                <td>{lastPaymentText(debtor)}</td>
                <td>{debtor.lastReminderDay ?? t.never}</td>
                <td data-action-cell>{action?.(debtor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-unstyled d-md-none mb-0" aria-label={t.listHeading}>
        {debtors.map((debtor) => (
          <li key={debtorKey(debtor)} className="card mb-2 app-data-card" data-months={debtor.months}>
            <div className="card-body p-3">
              <Form.Check
                id={`debtor-card-${debtorKey(debtor)}`}
                label={`${formatCustomerNumber(debtor.customerNumber)} · ${debtor.name}`}
                className="fw-bold"
                checked={chosen.has(debtorKey(debtor))}
                onChange={() => onToggle(debtor)}
              />
              <CutOffMark customer={debtor} />
              <dl className="row small mb-0 mt-1">
                <dt className="col-5 fw-normal text-secondary">{t.columns.totalDue}</dt>
                <dd className="col-7 mb-1 fw-bold">{formatUsd(debtor.totalDue)}</dd>
                <dt className="col-5 fw-normal text-secondary">{t.columns.totalDueLbp}</dt>
                <dd className="col-7 mb-1">{formatLbp(debtor.totalDueLbp)}</dd>
                <dt className="col-5 fw-normal text-secondary">{t.columns.months}</dt>
                <dd className="col-7 mb-1">{t.months(debtor.months)}</dd>
                <dt className="col-5 fw-normal text-secondary">{t.columns.box}</dt>
                <dd className="col-7 mb-1">
                  {debtor.systemName} · {debtor.box ?? t.noBox}
                </dd>
                <dt className="col-5 fw-normal text-secondary">{t.columns.lastPayment}</dt>
                <dd className="col-7 mb-1">{lastPaymentText(debtor)}</dd>
                <dt className="col-5 fw-normal text-secondary">{t.columns.lastReminder}</dt>
                <dd className="col-7 mb-0">{debtor.lastReminderDay ?? t.never}</dd>
              </dl>
              {action && <div data-action-cell>{action(debtor)}</div>}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
