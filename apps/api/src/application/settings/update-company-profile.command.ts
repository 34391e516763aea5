import { Command } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';

/** The profile as the owner sends it; a choice left out keeps the one on file. */
export type CompanyProfileInput = Omit<CompanyProfile, 'printOfficialTariffLine'> &
  Partial<Pick<CompanyProfile, 'printOfficialTariffLine'>>;

export class UpdateCompanyProfileCommand extends Command<CompanyProfile> {
  constructor(
    readonly profile: CompanyProfileInput,
    readonly actor: string,
  ) {
    super();
  }
}
