import { registrationReferenceOf } from '@kahraba/billing-domain';
import type { PendingCustomerView } from '@kahraba/persistence';
import type { PendingCustomerResponse } from './pending-customer.response';

export function toPendingCustomerResponse({
  referenceNumber,
  ...view
}: PendingCustomerView): PendingCustomerResponse {
  return {
    ...view,
    reference: registrationReferenceOf(referenceNumber),
    ampereRequested: Number(view.ampereRequested),
  };
}
