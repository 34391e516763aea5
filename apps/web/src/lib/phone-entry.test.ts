import { phoneFieldText, readPhoneEntry } from './phone-entry';

describe('readPhoneEntry', () => {
  it('reads a Lebanese number typed any way as E.164, and blank as no phone', () => {
    expect(readPhoneEntry('٠٣ ١٢٣ ٤٥٦')).toEqual({ ok: true, value: '+9613123456' });
    expect(readPhoneEntry('+961 71 123 456')).toEqual({ ok: true, value: '+96171123456' });
    expect(readPhoneEntry('  ')).toEqual({ ok: true, value: null });
  });

  it('says in Arabic why a number is not one', () => {
    expect(readPhoneEntry('12345')).toEqual({ ok: false, message: 'رقم الهاتف غير صالح' });
  });
});

describe('phoneFieldText', () => {
  it('shows a stored phone as people write it, and nothing for none', () => {
    expect(phoneFieldText('+9613123456')).toBe('03 123 456');
    expect(phoneFieldText(null)).toBe('');
  });
});
