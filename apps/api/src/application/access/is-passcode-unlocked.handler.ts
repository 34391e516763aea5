import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isScopeUnlocked } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { IsPasscodeUnlockedQuery } from './is-passcode-unlocked.query';
import { readStoredPasscode } from './passcode.store';

@QueryHandler(IsPasscodeUnlockedQuery)
export class IsPasscodeUnlockedHandler implements IQueryHandler<IsPasscodeUnlockedQuery> {
  constructor(private readonly db: Database) {}

  async execute({ scope, unlocks }: IsPasscodeUnlockedQuery): Promise<boolean> {
    const stored = await readStoredPasscode(this.db, scope);
    return isScopeUnlocked(unlocks, scope, stored?.stamp ?? null);
  }
}
