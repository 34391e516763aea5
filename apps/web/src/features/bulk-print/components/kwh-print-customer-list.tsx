import type { ReactNode } from 'react';
import { PaymentBadge } from '../../../components/payment-badge';
import { VirtualCardList } from '../../../components/virtual-table';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import { kwhBulkPrintMessages as t } from '../messages';
import type { KwhPrintListCustomer } from './kwh-print-selection';

/** The per-customer line (number, box, consumption, amount) or the amounts of the invoice. */
export type KwhPrintListView = 'line' | 'amounts';

export interface KwhPrintCustomerListProps {
  customers: readonly KwhPrintListCustomer[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  view: KwhPrintListView;
  emptyText: ReactNode;
}

function Figure({ label, ltr, children }: { label: string; ltr?: boolean; children: ReactNode }) {
  return (
    <span className="kbp-figure">
      <span className="text-secondary">{label}</span>{' '}
      <bdi className="fw-semibold" dir={ltr ? 'ltr' : undefined}>
        {children}
      </bdi>
    </span>
  );
}

/** The group's customers to choose from: one compact row each, on a phone as on a
 * desk; the whole row toggles its checkbox. Only the rows near the viewport are rendered. */
export function KwhPrintCustomerList({
  customers,
  selected,
  onToggle,
  view,
  emptyText,
}: KwhPrintCustomerListProps) {
  if (customers.length === 0) return <p className="text-center text-secondary my-4">{emptyText}</p>;
  return (
    <VirtualCardList
      label={t.customersList}
      items={customers}
      estimatedHeight={68}
      getKey={(customer) => customer.id}
      renderCard={(customer) => {
        const checked = selected.has(customer.id);
        const inputId = `kbp-${customer.id}`;
        return (
          <label htmlFor={inputId} className={`kbp-customer${checked ? ' kbp-customer-selected' : ''}`}>
            <input
              id={inputId}
              type="checkbox"
              className="form-check-input kbp-check"
              checked={checked}
              onChange={() => onToggle(customer.id)}
              aria-label={t.selectCustomer(customer.name, customer.customerNumber)}
            />
            <span className="kbp-customer-body">
              <span className="kbp-customer-head">
                <span className="kbp-customer-name" dir="auto">
                  {customer.name}
                </span>
                <PaymentBadge isPaid={customer.isPaid} />
              </span>
              <span className="kbp-customer-figures small">
                {view === 'line' ? (
                  <>
                    <Figure label={t.number} ltr>
                      {formatCustomerNumber(customer.customerNumber)}
                    </Figure>
                    <Figure label={t.box}>{customer.box ?? t.noBox}</Figure>
                    <Figure label={t.consumption}>
                      {formatQuantity(customer.consumption)} {t.kwhUnit}
                    </Figure>
                    <Figure label={t.amount} ltr>
                      {formatUsd(customer.totalAmount)}
                    </Figure>
                  </>
                ) : (
                  <>
                    <Figure label={t.baseAmount} ltr>
                      {formatUsd(customer.baseAmount)}
                    </Figure>
                    <Figure label={t.tax} ltr>
                      {formatUsd(customer.vatAmount)}
                    </Figure>
                    <Figure label={t.total} ltr>
                      {formatUsd(customer.totalAmount)}
                    </Figure>
                    <Figure label={t.remaining} ltr>
                      {formatUsd(customer.outstandingBalance)}
                    </Figure>
                  </>
                )}
              </span>
            </span>
          </label>
        );
      }}
    />
  );
}
