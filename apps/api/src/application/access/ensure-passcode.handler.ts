import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import { passcodeTyped } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { PasswordHasher } from './password-hasher';
import { EnsurePasscodeCommand } from './ensure-passcode.command';
import { readStoredPasscode, writeStoredPasscode } from './passcode.store';

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
    if (await readStoredPasscode(this.db, scope)) return { created: false };
    const generated = initial ? undefined : String(randomInt(100_000, 1_000_000));
    await writeStoredPasscode(this.db, scope, await this.hasher.hash(passcodeTyped(initial ?? generated!)));
    return { created: true, generated };
  }
}
