import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptNewPasscode } from '@kahraba/billing-domain';
import { PasscodeSet } from '../events/passcode-set.event';
import { UnitOfWork } from '../events/unit-of-work';
import { PasswordHasher } from './password-hasher';
import { writeStoredPasscode } from './passcode.store';
import { SetPasscodeCommand } from './set-passcode.command';

@CommandHandler(SetPasscodeCommand)
export class SetPasscodeHandler implements ICommandHandler<SetPasscodeCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: SetPasscodeCommand): Promise<{ message: string }> {
    const hash = await this.hasher.hash(acceptNewPasscode(command));
    await this.unitOfWork.run(async (tx, events) => {
      await writeStoredPasscode(tx, command.scope, hash);
      events.record(new PasscodeSet({ actor: command.actor, count: 1, details: { scope: command.scope } }));
    });
    return { message: 'تم تعيين كلمة المرور بنجاح' };
  }
}
