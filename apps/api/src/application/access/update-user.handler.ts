import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptAccountChange } from '@kahraba/billing-domain';
import {
  countOtherActiveAdmins,
  endUserSessions,
  findUserAccount,
  writeUserAccount,
  type UserAccountView,
} from '@kahraba/persistence';
import { UnitOfWork } from '../events/unit-of-work';
import { UserUpdated } from '../events/user-updated.event';
import { UpdateUserCommand } from './update-user.command';
import { UserNotFoundError } from './user-errors';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ id, change, actor }: UpdateUserCommand): Promise<UserAccountView> {
    return this.unitOfWork.run(async (tx, events) => {
      const target = await findUserAccount(tx, id, true);
      if (!target) throw new UserNotFoundError();
      const next = acceptAccountChange({
        actorId: actor.id,
        target,
        change,
        otherActiveAdmins: await countOtherActiveAdmins(tx, id),
      });
      await writeUserAccount(tx, id, next);
      // Deactivated: every session of the user ends now (the next request is 401, a live stream closes).
      const endedSessions = next.active ? 0 : await endUserSessions(tx, id);
      events.record(
        new UserUpdated({
          actor: actor.email,
          count: 1,
          details: {
            id,
            email: target.email,
            before: { role: target.role, active: target.active, meterReader: target.meterReader },
            after: { role: next.role, active: next.active, meterReader: next.meterReader },
            endedSessions,
          },
        }),
      );
      return { ...target, role: next.role, active: next.active, meterReader: next.meterReader };
    });
  }
}
