import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { acceptPasscodeChange } from '@kahraba/billing-domain';
import { readSetting, writeAudit, writeSetting } from '@kahraba/persistence';
import { randomInt } from 'node:crypto';
import { Database } from '../database/sql-database.provider';
import { PasswordHasher } from '../users/password-hasher';
import { ChangePasscodeCommand, EnsurePasscodeCommand, VerifyPasscodeQuery } from './passcode.commands';
import { passcodeSettingKey } from './passcode-scope';

interface StoredPasscode {
  hash: string;
}

@CommandHandler(EnsurePasscodeCommand)
export class EnsurePasscodeHandler implements ICommandHandler<EnsurePasscodeCommand> {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({
    scope,
    initial,
  }: EnsurePasscodeCommand): Promise<{ created: boolean; generated?: string }> {
    const key = passcodeSettingKey(scope);
    if (await readSetting<StoredPasscode | null>(this.db, key, null)) return { created: false };
    const generated = initial ? undefined : String(randomInt(100_000, 1_000_000));
    await writeSetting(this.db, key, { hash: await this.hasher.hash(initial ?? generated!) });
    return { created: true, generated };
  }
}

@QueryHandler(VerifyPasscodeQuery)
export class VerifyPasscodeHandler implements IQueryHandler<VerifyPasscodeQuery> {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ scope, passcode }: VerifyPasscodeQuery): Promise<boolean> {
    const stored = await readSetting<StoredPasscode | null>(this.db, passcodeSettingKey(scope), null);
    return stored !== null && passcode.length > 0 && (await this.hasher.verify(stored.hash, passcode));
  }
}

@CommandHandler(ChangePasscodeCommand)
export class ChangePasscodeHandler implements ICommandHandler<ChangePasscodeCommand> {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: ChangePasscodeCommand): Promise<{ message: string }> {
    const key = passcodeSettingKey(command.scope);
    const stored = await readSetting<StoredPasscode | null>(this.db, key, null);
    const oldMatches = stored !== null && (await this.hasher.verify(stored.hash, command.oldPasscode));
    const accepted = acceptPasscodeChange({ ...command, oldMatches });
    await this.db.transaction(async (tx) => {
      await writeSetting(tx, key, { hash: await this.hasher.hash(accepted) });
      await writeAudit(tx, {
        actor: command.actor,
        action: 'change-passcode',
        details: { scope: command.scope },
      });
    });
    return { message: 'تم تغيير كلمة المرور بنجاح' };
  }
}
