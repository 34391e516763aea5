import { Command } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';

export class UpdateCompanyProfileCommand extends Command<CompanyProfile> {
  constructor(
    readonly profile: CompanyProfile,
    readonly actor: string,
  ) {
    super();
  }
}
