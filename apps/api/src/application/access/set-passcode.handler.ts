import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptNewPasscode } from '@kahraba/billing-domain';
import { writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { PasswordHasher } from './password-hasher';
import { writeStoredPasscode } from './passcode.store';
import { SetPasscodeCommand } from './set-passcode.command';

@CommandHandler(SetPasscodeCommand)
export class SetPasscodeHandler implements ICommandHandler<SetPasscodeCommand> {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: SetPasscodeCommand): Promise<{ message: string }> {
    const hash = await this.hasher.hash(acceptNewPasscode(command));
    await this.db.transaction(async (tx) => {
      await writeStoredPasscode(tx, command.scope, hash);
      await writeAudit(tx, {
        actor: command.actor,
        action: 'set-passcode',
        count: 1,
        details: { scope: command.scope },
      });
    });
    return { message: 'تم تعيين كلمة المرور بنجاح' };
  }
}
