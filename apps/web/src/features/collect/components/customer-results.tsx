import ListGroup from 'react-bootstrap/ListGroup';
import { formatUsd } from '../../../lib/money';
import { formatCustomerNumber } from '../../../lib/display-format';
import type { CollectCustomer, RosterMatches } from '../lib/roster-search';
import { collectMessages as t } from '../messages';

/** The matches as big rows a thumb can hit: name, number and box, what is owed. */
export function CustomerResults({
  matches,
  onChoose,
}: {
  matches: RosterMatches;
  onChoose: (customer: CollectCustomer) => void;
}) {
  if (matches.total === 0) return <p className="text-secondary my-3">{t.noMatch}</p>;
  const more = matches.total - matches.customers.length;
  return (
    <>
      <ListGroup as="ul" aria-label={t.results} className="app-collect-results">
        {matches.customers.map((customer) => (
          <ListGroup.Item as="li" key={customer.id} className="p-0">
            <button
              type="button"
              onClick={() => onChoose(customer)}
              className="list-group-item-action d-flex align-items-center gap-3 w-100 border-0 px-3 py-3 text-start"
            >
              <div className="flex-grow-1 min-w-0">
                <div className="fw-bold text-truncate">
                  {customer.cutOff && <span className="badge text-bg-dark ms-2">{t.cutOff}</span>}
                  {customer.name}
                </div>
                <div className="small text-secondary">
                  <bdi dir="ltr">{formatCustomerNumber(customer.customerNumber)}</bdi>
                  {' · '}
                  {customer.box ? `${t.box} ${customer.box}` : t.noBox}
                </div>
              </div>
              <bdi
                dir="ltr"
                className={`fw-bold ${customer.outstandingBalance > 0 ? 'text-danger' : 'text-success'}`}
              >
                {formatUsd(customer.outstandingBalance)}
              </bdi>
            </button>
          </ListGroup.Item>
        ))}
      </ListGroup>
      {more > 0 && <p className="text-secondary small mt-2">{t.moreMatches(more)}</p>}
    </>
  );
}
