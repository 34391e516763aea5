import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { usePhoneLayout } from '../../../components/phone-layout';
import { formatDateTime, formatQuantity } from '../../../lib/display-format';
import type { PendingCustomer } from '../api/get-pending-customers';
import { pendingCustomersMessages as t } from '../messages';

type Column = keyof typeof t.columns;

export interface RequestsTableProps {
  label: string;
  requests: readonly PendingCustomer[];
  emptyText: string;
  /** The columns after the request's own (reference, name, phone, address, amperes, kind, date). */
  extraColumns: Column[];
  /** The cell of an extra column for a request. */
  cell: (request: PendingCustomer, column: Column) => ReactNode;
}

const OWN_COLUMNS: Column[] = [
  'reference',
  'name',
  'phone',
  'address',
  'ampereRequested',
  'meterType',
  'createdAt',
];

function ownCell(request: PendingCustomer, column: Column): ReactNode {
  switch (column) {
    case 'reference':
      return <bdi dir="ltr">{request.reference}</bdi>;
    case 'phone':
      return <bdi dir="ltr">{request.phone}</bdi>;
    case 'ampereRequested':
      return formatQuantity(request.ampereRequested);
    case 'meterType':
      return t.meterTypes[request.meterType] ?? request.meterType;
    case 'createdAt':
      return <bdi dir="ltr">{formatDateTime(request.createdAt)}</bdi>;
    default:
      return request[column as 'name' | 'address'];
  }
}

/** One of the screen's three tables; on a phone each request is a card. */
export function RequestsTable({ label, requests, emptyText, extraColumns, cell }: RequestsTableProps) {
  const phone = usePhoneLayout();
  const columns = [...OWN_COLUMNS, ...extraColumns];
  const value = (request: PendingCustomer, column: Column) =>
    OWN_COLUMNS.includes(column) ? ownCell(request, column) : cell(request, column);

  if (requests.length === 0) return <p className="text-secondary">{emptyText}</p>;
  if (phone) {
    return (
      <ul className="list-unstyled d-flex flex-column gap-3" aria-label={label}>
        {requests.map((request) => (
          <li key={request.id}>
            <Card className="shadow-sm border-0">
              <Card.Body>
                <h3 className="h6 fw-bold">{request.name}</h3>
                <dl className="small mb-0">
                  {columns
                    .filter((column) => column !== 'name' && column !== 'actions')
                    .map((column) => (
                      <div key={column} className="d-flex gap-2">
                        <dt className="text-secondary fw-normal">{t.columns[column]}:</dt>
                        <dd className="mb-1">{value(request, column)}</dd>
                      </div>
                    ))}
                </dl>
                {extraColumns.includes('actions') && (
                  <div className="d-flex gap-2 mt-2">{cell(request, 'actions')}</div>
                )}
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-responsive">
      <Table hover className="align-middle" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              {columns.map((column) => (
                <td key={column}>{value(request, column)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
