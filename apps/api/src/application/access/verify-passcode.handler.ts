import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ForbiddenError, unlockScope } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { PasscodeMissed } from '../events/passcode-missed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { PasswordHasher } from './password-hasher';
import { PasscodeThrottleService } from './passcode-throttle.service';
import { readStoredPasscode, storedPasscodeMatches } from './passcode.store';
import { VerifyPasscodeCommand } from './verify-passcode.command';

@CommandHandler(VerifyPasscodeCommand)
export class VerifyPasscodeHandler implements ICommandHandler<VerifyPasscodeCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: PasscodeThrottleService,
  ) {}

  async execute({ scope, passcode, actor, session }: VerifyPasscodeCommand): Promise<{ verified: true }> {
    const misses = await this.throttle.consumeAttempt(actor.id);
    const stored = await readStoredPasscode(this.db, scope);
    if (!(await storedPasscodeMatches(this.hasher, stored, passcode))) {
      await this.unitOfWork.record(
        new PasscodeMissed({ actor: actor.email, count: 1, details: { scope, attempt: 'unlock', misses } }),
      );
      throw new ForbiddenError('كلمة المرور غير صحيحة', 'PASSCODE_INCORRECT');
    }
    await this.throttle.forgetAttempts(actor.id);
    session.verifiedScopes = unlockScope(session.verifiedScopes, scope, stored!.stamp);
    return { verified: true };
  }
}
