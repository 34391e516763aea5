import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile } from './company-profile.store';
import { GetCompanyProfileQuery } from './get-company-profile.query';

@QueryHandler(GetCompanyProfileQuery)
export class GetCompanyProfileHandler implements IQueryHandler<GetCompanyProfileQuery> {
  constructor(private readonly db: Database) {}

  execute(): Promise<CompanyProfile> {
    return readCompanyProfile(this.db);
  }
}
