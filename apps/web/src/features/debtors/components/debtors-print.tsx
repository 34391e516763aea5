import { formatCustomerNumber } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import { debtorKey, type Debtor, type DebtBox } from '../api/get-debtors';
import { debtorsMessages as t } from '../messages';
import './debtors-print.css';

/**
 * The list on A4, box by box (docs/debtors.md#the-page): shown only when printing, each box on its own
 * page with its customers and the box's total as the server summed it.
 */
export function DebtorsPrint({ debtors, boxes }: { debtors: readonly Debtor[]; boxes: readonly DebtBox[] }) {
  return (
    <div className="debtors-print d-none d-print-block">
      {boxes.map((box) => {
        const rows = debtors.filter((debtor) => debtor.box === box.box);
        const name = box.box ?? t.noBox;
        return (
          <section key={name} className="debtors-print-box">
            <h2 className="h5">{t.printTitle(name)}</h2>
            <table className="table table-sm table-bordered">
              <thead>
                <tr>
                  <th scope="col">{t.columns.customerNumber}</th>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.system}</th>
                  <th scope="col">{t.columns.totalDue}</th>
                  <th scope="col">{t.columns.totalDueLbp}</th>
                  <th scope="col">{t.columns.months}</th>
                  <th scope="col">{t.columns.lastPayment}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((debtor) => (
                  <tr key={debtorKey(debtor)}>
                    <td>{formatCustomerNumber(debtor.customerNumber)}</td>
                    <td>
                      {debtor.name}
                      {debtor.cutOff && <strong> — {t.cutOffMark}</strong>}
                    </td>
                    <td>{debtor.systemName}</td>
                    <td>{formatUsd(debtor.totalDue, 'paper')}</td>
                    <td>{formatLbp(debtor.totalDueLbp)}</td>
                    <td>{t.months(debtor.months)}</td>
                    <td>{debtor.lastPayment?.day ?? t.never}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <td colSpan={3}>{t.printTotal}</td>
                  <td>{formatUsd(box.totalDue, 'paper')}</td>
                  <td>{formatLbp(box.totalDueLbp)}</td>
                  <td colSpan={2}>{box.count}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        );
      })}
    </div>
  );
}
