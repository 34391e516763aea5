import { Command } from '@nestjs/cqrs';
import type { CompanyProfile } from './company-profile';

export class UpdateCompanyProfileCommand extends Command<CompanyProfile> {
  constructor(
    readonly profile: CompanyProfile,
    readonly actor: string,
  ) {
    super();
  }
}
