import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { CompanyProfileUpdated } from '../events/company-profile-updated.event';
import { UnitOfWork } from '../events/unit-of-work';
import { readCompanyProfile, writeCompanyProfile } from './company-profile.store';
import { UpdateCompanyProfileCommand } from './update-company-profile.command';

@CommandHandler(UpdateCompanyProfileCommand)
export class UpdateCompanyProfileHandler implements ICommandHandler<UpdateCompanyProfileCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ profile, actor }: UpdateCompanyProfileCommand): Promise<CompanyProfile> {
    await this.unitOfWork.run(async (tx, events) => {
      const printOfficialTariffLine =
        profile.printOfficialTariffLine ?? (await readCompanyProfile(tx)).printOfficialTariffLine;
      await writeCompanyProfile(tx, { ...profile, printOfficialTariffLine });
      events.record(new CompanyProfileUpdated({ actor, count: 1 }));
    });
    return readCompanyProfile(this.db);
  }
}
