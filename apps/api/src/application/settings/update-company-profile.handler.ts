import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';
import { writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { readCompanyProfile, writeCompanyProfile } from './company-profile.store';
import { UpdateCompanyProfileCommand } from './update-company-profile.command';

@CommandHandler(UpdateCompanyProfileCommand)
export class UpdateCompanyProfileHandler implements ICommandHandler<UpdateCompanyProfileCommand> {
  constructor(private readonly db: Database) {}

  async execute({ profile, actor }: UpdateCompanyProfileCommand): Promise<CompanyProfile> {
    await this.db.transaction(async (tx) => {
      await writeCompanyProfile(tx, profile);
      await writeAudit(tx, { actor, action: 'update-company-profile', count: 1 });
    });
    return readCompanyProfile(this.db);
  }
}
