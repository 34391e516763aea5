/** What every invoice prints in its header (the company's name and contacts), edited by an admin. */
export interface CompanyProfile {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly phone2: string;
  readonly email: string;
  readonly registrationNumber: string;
  /** The note telling customers they can look up their bill online. */
  readonly lookupNote: string;
  /** Metered invoices print the official tariff of their month (docs/official-tariff.md#on-the-invoice); off unless the owner turns it on. */
  readonly printOfficialTariffLine: boolean;
}

/** The fields an invoice cannot do without: who the company is and how customers reach it. Until they
 * are filled, invoices print without a phone and an administrator is asked to complete the profile. */
const REQUIRED_COMPANY_FIELDS = ['name', 'phone', 'address'] as const;

export function companyProfileIsComplete(profile: Partial<CompanyProfile>): boolean {
  return REQUIRED_COMPANY_FIELDS.every((field) => (profile[field] ?? '').trim() !== '');
}
