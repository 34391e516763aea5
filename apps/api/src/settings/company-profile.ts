import { readSetting, writeSetting, type SqlExecutor } from '@kahraba/persistence';

/** What every invoice prints in its header (spec 000 §1), edited by an admin. */
export interface CompanyProfile {
  name: string;
  address: string;
  phone: string;
  phone2: string;
  email: string;
  registrationNumber: string;
  /** The note telling customers they can look up their bill online. */
  lookupNote: string;
}

const KEY = 'company_profile';

export const INITIAL_COMPANY_PROFILE: CompanyProfile = {
  name: 'مولد كهرباء الحي',
  address: '',
  phone: '',
  phone2: '',
  email: '',
  registrationNumber: '',
  lookupNote: 'يمكنكم الاستعلام عن فاتورتكم عبر الموقع باستخدام رقم الفاتورة والاسم',
};

export async function readCompanyProfile(db: SqlExecutor): Promise<CompanyProfile> {
  return { ...INITIAL_COMPANY_PROFILE, ...(await readSetting<Partial<CompanyProfile>>(db, KEY, {})) };
}

export function writeCompanyProfile(db: SqlExecutor, profile: CompanyProfile): Promise<void> {
  return writeSetting(db, KEY, profile);
}
