import { companyProfileIsComplete, type CompanyProfile } from './company-profile';

const filled: CompanyProfile = {
  name: 'مولد كهرباء الحي',
  address: 'بيروت، الحمرا',
  phone: '01 234 567',
  phone2: '',
  email: '',
  registrationNumber: '',
  lookupNote: '',
  printOfficialTariffLine: false,
};

describe('a complete company profile', () => {
  it('has a name, a phone and an address; the other fields may stay empty', () => {
    expect(companyProfileIsComplete(filled)).toBe(true);
  });

  it.each(['name', 'phone', 'address'] as const)(
    'is incomplete without its %s (spaces do not count)',
    (field) => {
      expect(companyProfileIsComplete({ ...filled, [field]: '  ' })).toBe(false);
    },
  );

  it('is incomplete as first installed: a name but no phone and no address', () => {
    expect(companyProfileIsComplete({ ...filled, phone: '', address: '' })).toBe(false);
  });
});
