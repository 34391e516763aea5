import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import type { KwhCustomer } from '../../../types/kwh';
import { kwhCustomerText } from '../lib/kwh-customer-text';
import { kwhMessages as t } from '../kwh-messages';
import type { KwhCustomerActions } from './kwh-customer-actions';
import { KwhCustomerCard } from './kwh-customer-card';
import { KwhCustomerRow } from './kwh-customer-row';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  consumption: '11rem',
  subscriptionFee: '7.5rem',
  insurance: '6.5rem',
  totalAmount: '8rem',
  amountPaid: '10rem',
  outstandingBalance: '7rem',
  actions: '16.5rem',
};

export interface KwhCustomersTableProps {
  customers: readonly KwhCustomer[];
  emptyText: ReactNode;
  actions: KwhCustomerActions;
}

/** The customers of a metered group: copy buttons on the headers, only the rows near the viewport
 * rendered (20,000 customers scroll smoothly); on a phone, a list of cards. */
export function KwhCustomersTable({ customers, emptyText, actions }: KwhCustomersTableProps) {
  return (
    <DataTable
      label={t.customersTable}
      className="app-kwh-table"
      headers={t.columns}
      widths={WIDTHS}
      copyValues={{
        customer: kwhCustomerText.name,
        consumption: kwhCustomerText.consumption,
        subscriptionFee: kwhCustomerText.subscriptionFee,
        insurance: kwhCustomerText.insurance,
        totalAmount: kwhCustomerText.totalAmount,
        amountPaid: kwhCustomerText.amountPaid,
        outstandingBalance: kwhCustomerText.outstandingBalance,
      }}
      items={customers}
      emptyText={emptyText}
      renderRow={(customer) => <KwhCustomerRow customer={customer} actions={actions} />}
      renderCard={(customer) => <KwhCustomerCard customer={customer} actions={actions} />}
    />
  );
}
