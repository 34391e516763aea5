import { RegistrationNotFoundError } from '@kahraba/billing-domain';
import { lockPendingCustomer, type PendingCustomerView, type SqlExecutor } from '@kahraba/persistence';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request being reviewed, locked for the review's transaction; unknown (or not an id) → 404. */
export async function lockRequestUnderReview(
  tx: SqlExecutor,
  requestId: string,
): Promise<PendingCustomerView> {
  const request = UUID_SHAPE.test(requestId) ? await lockPendingCustomer(tx, requestId) : null;
  if (!request) throw new RegistrationNotFoundError();
  return request;
}
