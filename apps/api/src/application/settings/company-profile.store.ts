import type { CompanyProfile } from '@kahraba/billing-domain';
import { readSetting, writeSetting, type SqlExecutor } from '@kahraba/persistence';

const KEY = 'company_profile';

export const INITIAL_COMPANY_PROFILE: CompanyProfile = {
  name: 'مولد كهرباء الحي',
  address: '',
  phone: '',
  phone2: '',
  email: '',
  registrationNumber: '',
  lookupNote: 'يمكنكم الاستعلام عن فاتورتكم عبر الموقع باستخدام رقم الفاتورة والاسم',
  printOfficialTariffLine: false,
};

export async function readCompanyProfile(db: SqlExecutor): Promise<CompanyProfile> {
  return { ...INITIAL_COMPANY_PROFILE, ...(await readSetting<Partial<CompanyProfile>>(db, KEY, {})) };
}

export function writeCompanyProfile(db: SqlExecutor, profile: CompanyProfile): Promise<void> {
  return writeSetting(db, KEY, profile);
}
