import { Query } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';

/** The header every invoice prints. */
export class GetCompanyProfileQuery extends Query<CompanyProfile> {}
