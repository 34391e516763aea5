import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptPasscodeChange, unlockScope } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { PasscodeChanged } from '../events/passcode-changed.event';
import { PasscodeMissed } from '../events/passcode-missed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { PasswordHasher } from './password-hasher';
import { ChangePasscodeCommand } from './change-passcode.command';
import { PasscodeThrottleService } from './passcode-throttle.service';
import { readStoredPasscode, storedPasscodeMatches, writeStoredPasscode } from './passcode.store';

@CommandHandler(ChangePasscodeCommand)
export class ChangePasscodeHandler implements ICommandHandler<ChangePasscodeCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: PasscodeThrottleService,
  ) {}

  async execute(command: ChangePasscodeCommand): Promise<{ message: string }> {
    // The old passcode is a guess like any other: counted with the unlock attempts, before the check.
    const misses = await this.throttle.consumeAttempt(command.actor.id);
    const stored = await readStoredPasscode(this.db, command.scope);
    const oldMatches = await storedPasscodeMatches(this.hasher, stored, command.oldPasscode);
    if (oldMatches) await this.throttle.forgetAttempts(command.actor.id);
    else if (command.oldPasscode) {
      await this.unitOfWork.record(
        new PasscodeMissed({
          actor: command.actor.email,
          count: 1,
          details: { scope: command.scope, attempt: 'change', misses },
        }),
      );
    }
    const accepted = acceptPasscodeChange({ ...command, oldMatches });
    const hash = await this.hasher.hash(accepted);
    const replaced = await this.unitOfWork.run(async (tx, events) => {
      const written = await writeStoredPasscode(tx, command.scope, hash);
      events.record(
        new PasscodeChanged({ actor: command.actor.email, count: 1, details: { scope: command.scope } }),
      );
      return written;
    });
    if (command.session) {
      command.session.verifiedScopes = unlockScope(
        command.session.verifiedScopes,
        command.scope,
        replaced.stamp,
      );
    }
    return { message: 'تم تغيير كلمة المرور بنجاح' };
  }
}
