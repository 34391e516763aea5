/** What every invoice prints in its header (spec 000 §1, §3.5 companyInfo), edited by an admin. */
export interface CompanyProfile {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly phone2: string;
  readonly email: string;
  readonly registrationNumber: string;
  /** The note telling customers they can look up their bill online. */
  readonly lookupNote: string;
}
