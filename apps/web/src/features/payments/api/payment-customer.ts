import { BillingSystem } from '@kahraba/billing-domain';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAmpereData, invalidateSystemData, queryRoots } from '../../../lib/query-keys';

/** The customer a payment is for, of any system (the ampere records and every metered group's customers:
 * one code path). The balance is the server's. */
export interface PaymentCustomer {
  /** 'ampere', 'mahmoud-kwh', 'baydawi-kwh', 'kwh' or any group added as data. */
  system: string;
  id: string;
  name: string;
  customerNumber: number;
  box?: string | null;
  outstandingBalance: number;
  /** The record's live month (YYYY-MM): only its payments can be voided (a closed month's: 409). */
  month?: string;
}

/** `/api/ampere-records/{id}/payments` or `/api/{system}-customers/{id}/payments` (CONTRACT-11). */
export function paymentsUrlOf(customer: Pick<PaymentCustomer, 'system' | 'id'>): string {
  const id = encodeURIComponent(customer.id);
  return customer.system === BillingSystem.ampere.id
    ? `/api/ampere-records/${id}/payments`
    : `/api/${customer.system}-customers/${id}/payments`;
}

export const paymentKeys = {
  history: (customer: Pick<PaymentCustomer, 'system' | 'id'>) =>
    [...queryRoots.payments, 'history', customer.system, customer.id] as const,
  one: (paymentId: string) => [...queryRoots.payments, paymentId] as const,
};

/** After a payment or a void: every cached payment answer, and the system's lists (amount paid, balance). */
export function invalidateAfterPayment(queryClient: QueryClient, system: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.payments }),
    system === BillingSystem.ampere.id
      ? invalidateAmpereData(queryClient)
      : invalidateSystemData(queryClient, system),
  ]).then(() => undefined);
}

/** A record of any system's list (an ampere record, a metered group's customer). */
export type PayableRecord = Pick<
  PaymentCustomer,
  'id' | 'name' | 'customerNumber' | 'box' | 'outstandingBalance' | 'month'
>;

/** The customer paying, from a record of `system`'s list. */
export function paymentCustomerOf(system: string, record: PayableRecord): PaymentCustomer {
  return {
    system,
    id: record.id,
    name: record.name,
    customerNumber: record.customerNumber,
    box: record.box,
    outstandingBalance: record.outstandingBalance,
    month: record.month,
  };
}
