import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refuseUnlessPending } from '@kahraba/billing-domain';
import { recordPendingCustomerReview } from '@kahraba/persistence';
import { RegistrationDeclined } from '../events/registration-declined.event';
import { UnitOfWork } from '../events/unit-of-work';
import { DeclinePendingCustomerCommand } from './decline-pending-customer.command';
import { lockRequestUnderReview } from './pending-customer-review';
import { toPendingRegistration, type PendingRegistration } from './pending-registration';

@CommandHandler(DeclinePendingCustomerCommand)
export class DeclinePendingCustomerHandler implements ICommandHandler<DeclinePendingCustomerCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ requestId, actor }: DeclinePendingCustomerCommand): Promise<PendingRegistration> {
    const declined = await this.unitOfWork.run(async (tx, events) => {
      const request = await lockRequestUnderReview(tx, requestId);
      refuseUnlessPending(request.status);
      const reviewed = await recordPendingCustomerReview(tx, request.id, {
        status: 'declined',
        reviewedBy: actor,
      });
      events.record(
        new RegistrationDeclined({ actor, count: 1, details: { requestId: request.id, name: request.name } }),
      );
      return reviewed;
    });
    return toPendingRegistration(declined);
  }
}
