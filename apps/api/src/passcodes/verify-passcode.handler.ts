import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ForbiddenError, unlockScope } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { PasswordHasher } from '../users/password-hasher';
import { readStoredPasscode } from './passcode.store';
import { PasscodeThrottleService } from './passcode-throttle.service';
import { VerifyPasscodeCommand } from './verify-passcode.command';

@CommandHandler(VerifyPasscodeCommand)
export class VerifyPasscodeHandler implements ICommandHandler<VerifyPasscodeCommand> {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
    private readonly throttle: PasscodeThrottleService,
  ) {}

  async execute({ scope, passcode, userId, session }: VerifyPasscodeCommand): Promise<{ verified: true }> {
    await this.throttle.consumeAttempt(userId);
    const stored = await readStoredPasscode(this.db, scope);
    if (!stored || passcode.length === 0 || !(await this.hasher.verify(stored.hash, passcode)))
      throw new ForbiddenError('كلمة المرور غير صحيحة', 'PASSCODE_INCORRECT');
    await this.throttle.forgetAttempts(userId);
    session.verifiedScopes = unlockScope(session.verifiedScopes, scope, stored.stamp);
    return { verified: true };
  }
}
