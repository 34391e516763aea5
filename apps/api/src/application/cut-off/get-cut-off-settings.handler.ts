import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { assertMayCutOffAs } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { readOperatorsMayCutOff } from './cut-off-permission.store';
import type { CutOffSettingsView } from './cut-off-settings';
import { GetCutOffSettingsQuery } from './get-cut-off-settings.query';

@QueryHandler(GetCutOffSettingsQuery)
export class GetCutOffSettingsHandler implements IQueryHandler<GetCutOffSettingsQuery> {
  constructor(private readonly db: Database) {}

  async execute({ role }: GetCutOffSettingsQuery): Promise<CutOffSettingsView> {
    const operatorsMayCutOff = await readOperatorsMayCutOff(this.db);
    return { operatorsMayCutOff, mayCutOff: mayCutOff(role, operatorsMayCutOff) };
  }
}

function mayCutOff(role: GetCutOffSettingsQuery['role'], operatorsMayCutOff: boolean): boolean {
  try {
    assertMayCutOffAs(role, operatorsMayCutOff);
    return true;
  } catch {
    return false;
  }
}
