import { NotFoundError } from '@kahraba/billing-domain';

/** `/api/sse/{group}-updates` for a group no billing system sends its changes to. */
export class UnknownUpdatesGroupError extends NotFoundError {
  constructor() {
    super('قناة التحديثات المباشرة غير معروفة', 'UNKNOWN_UPDATES_GROUP');
  }
}
