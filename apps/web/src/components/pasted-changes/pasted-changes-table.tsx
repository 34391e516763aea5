import Table from 'react-bootstrap/Table';
import { formatCustomerNumber } from '../../lib/display-format';

/** One customer's value before and after a column paste (row from 1, in the order on screen). */
interface PastedChange {
  id: string;
  row: number;
  name: string;
  customerNumber: number;
  before: string | null;
  after: string | null;
}

interface PastedChangesTexts {
  /** The table's accessible name. */
  label: string;
  row: string;
  name: string;
  customerNumber: string;
  before: string;
  after: string;
}

export interface PastedChangesTableProps {
  changes: readonly PastedChange[];
  texts: PastedChangesTexts;
  /** A value as the records table shows it (amounts in dollars…); '' and null are shown by the caller. */
  show: (value: string | null) => string;
}

/** The preview of a column paste, before anything is written (docs/screens.md#pastes-and-imports): which
 * customer receives which value. One table for every system. */
export function PastedChangesTable({ changes, texts, show }: PastedChangesTableProps) {
  return (
    <div className="table-responsive">
      <Table size="sm" bordered className="small mb-0" aria-label={texts.label}>
        <thead className="table-light">
          <tr>
            <th scope="col">{texts.row}</th>
            <th scope="col">{texts.name}</th>
            <th scope="col">{texts.customerNumber}</th>
            <th scope="col">{texts.before}</th>
            <th scope="col">{texts.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <td className="app-num">{change.row}</td>
              <td dir="auto">{change.name}</td>
              <td className="app-num">{formatCustomerNumber(change.customerNumber)}</td>
              <td className="app-num text-secondary" dir="auto">
                {show(change.before)}
              </td>
              <td className="app-num fw-semibold" dir="auto">
                {show(change.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
