import { Money, toLbp, type ExchangeRate } from '@kahraba/billing-domain';
import type { CollectRosterRow } from '@kahraba/persistence';
import type { CollectCustomerResponse } from './collect-roster.response';

/** A roster row as the phone keeps it: exact amounts, and the balance in pounds by the domain's rule. */
export function toCollectCustomerResponse(
  row: CollectRosterRow,
  rate: ExchangeRate,
): CollectCustomerResponse {
  const outstanding = Money.parse(row.outstandingBalance);
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    name: row.name,
    box: row.box,
    phone: row.phone,
    amount: Money.parse(row.amount).toNumber(),
    arrears: Money.parse(row.arrears).toNumber(),
    amountPaid: Money.parse(row.amountPaid).toNumber(),
    outstandingBalance: outstanding.toNumber(),
    outstandingLbp: toLbp(outstanding, rate).toNumber(),
  };
}
