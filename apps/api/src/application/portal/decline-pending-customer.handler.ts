import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refuseUnlessPending } from '@kahraba/billing-domain';
import { recordPendingCustomerReview, writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { DeclinePendingCustomerCommand } from './decline-pending-customer.command';
import { toPendingRegistration, type PendingRegistration } from './pending-registration';
import { lockRequestUnderReview } from './pending-customer-review';

@CommandHandler(DeclinePendingCustomerCommand)
export class DeclinePendingCustomerHandler implements ICommandHandler<DeclinePendingCustomerCommand> {
  constructor(private readonly db: Database) {}

  async execute({ requestId, actor }: DeclinePendingCustomerCommand): Promise<PendingRegistration> {
    const declined = await this.db.transaction(async (tx) => {
      const request = await lockRequestUnderReview(tx, requestId);
      refuseUnlessPending(request.status);
      const reviewed = await recordPendingCustomerReview(tx, request.id, {
        status: 'declined',
        reviewedBy: actor,
      });
      await writeAudit(tx, {
        actor,
        action: 'decline-registration',
        count: 1,
        details: { requestId: request.id, name: request.name },
      });
      return reviewed;
    });
    return toPendingRegistration(declined);
  }
}
