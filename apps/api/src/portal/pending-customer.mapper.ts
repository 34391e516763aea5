import type { PendingCustomerView } from '@kahraba/persistence';
import type { PendingCustomerResponse } from './pending-customer.response';

export function toPendingCustomerResponse(view: PendingCustomerView): PendingCustomerResponse {
  return { ...view, ampereRequested: Number(view.ampereRequested) };
}
