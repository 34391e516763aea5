import { registrationReferenceOf } from '@kahraba/billing-domain';
import type { PendingCustomerView } from '@kahraba/persistence';

/** A registration request as the review screen lists it (docs/customer-portal.md). */
export type PendingRegistration = Omit<PendingCustomerView, 'referenceNumber' | 'ampereRequested'> & {
  /** The reference the applicant was given. */
  reference: string;
  ampereRequested: number;
};

export function toPendingRegistration({
  referenceNumber,
  ...view
}: PendingCustomerView): PendingRegistration {
  return {
    ...view,
    reference: registrationReferenceOf(referenceNumber),
    ampereRequested: Number(view.ampereRequested),
  };
}
