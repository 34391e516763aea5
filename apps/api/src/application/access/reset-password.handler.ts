import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { endUserSessions, findUserAccount, writeUserPassword } from '@kahraba/persistence';
import { UnitOfWork } from '../events/unit-of-work';
import { UserPasswordReset } from '../events/user-password-reset.event';
import { PasswordHasher } from './password-hasher';
import { ResetPasswordCommand, type PasswordReset } from './reset-password.command';
import { checkNewPassword, UserNotFoundError } from './user-errors';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<PasswordReset> {
    const generated = command.password === undefined;
    const password = generated ? this.hasher.generate() : checkNewPassword(command.password);
    const hash = await this.hasher.hash(password);
    await this.unitOfWork.run(async (tx, events) => {
      const user = await findUserAccount(tx, command.id, true);
      if (!user) throw new UserNotFoundError();
      await writeUserPassword(tx, user.id, hash);
      const endedSessions = await endUserSessions(tx, user.id, command.keepSessionId);
      // Never the password itself.
      events.record(
        new UserPasswordReset({
          actor: command.actor.email,
          count: 1,
          details: { id: user.id, email: user.email, generated, endedSessions },
        }),
      );
    });
    return { password, generated };
  }
}
