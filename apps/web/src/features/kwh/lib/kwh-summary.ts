import type { KwhCustomer } from '../../../types/kwh';

export interface KwhSummary {
  total: number;
  paid: number;
  unpaid: number;
  /** The sum of the positive balances the server sent (a credit is not owed), added in whole cents so
   * that the sum of server amounts does not drift in floating point; the web prices nothing. */
  outstanding: number;
}

/** The four summary cards (spec 001 §2.3): counted from the customers shown. */
export function summaryOf(customers: readonly KwhCustomer[]): KwhSummary {
  let paid = 0;
  let outstandingCents = 0;
  for (const customer of customers) {
    if (customer.isPaid) paid += 1;
    if (customer.outstandingBalance > 0) outstandingCents += Math.round(customer.outstandingBalance * 100);
  }
  return {
    total: customers.length,
    paid,
    unpaid: customers.length - paid,
    outstanding: outstandingCents / 100,
  };
}
