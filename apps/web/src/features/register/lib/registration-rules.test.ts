import { EMPTY_REGISTRATION, toRegistrationInput, validateRegistration } from './registration-rules';

const valid = {
  name: 'منى',
  phone: '+961 3 123 456',
  address: 'صيدا',
  ampereRequested: '5',
  meterType: 'meter' as const,
};

describe('the registration rules', () => {
  it('requires every field of an untouched form, amperes included (default 0)', () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      name: 'الاسم مطلوب',
      phone: 'رقم الهاتف مطلوب',
      address: 'العنوان مطلوب',
      ampereRequested: 'عدد الأمبيرات المطلوبة مطلوب',
      meterType: 'نوع الخدمة مطلوب',
    });
  });

  it('accepts a complete request', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('treats spaces as empty', () => {
    expect(validateRegistration({ ...valid, name: '  ', address: ' ' })).toEqual({
      name: 'الاسم مطلوب',
      address: 'العنوان مطلوب',
    });
  });

  it.each([
    ['0', 'عدد الأمبيرات المطلوبة مطلوب'],
    ['0.5', 'عدد الأمبيرات المطلوبة مطلوب'],
    ['abc', 'عدد الأمبيرات المطلوبة مطلوب'],
    ['', 'عدد الأمبيرات المطلوبة مطلوب'],
    ['5000', 'عدد الأمبيرات المطلوبة كبير جداً'],
  ])('refuses %p amperes', (ampereRequested, message) => {
    expect(validateRegistration({ ...valid, ampereRequested }).ampereRequested).toBe(message);
  });

  it.each(['1', '2.5', '١٠'])('accepts %p amperes', (ampereRequested) => {
    expect(validateRegistration({ ...valid, ampereRequested })).toEqual({});
  });

  it.each(['03/123456', '٠٣١٢٣٤٥٦', '(03) 123-456'])('accepts the phone %p', (phone) => {
    expect(validateRegistration({ ...valid, phone })).toEqual({});
  });

  it.each(['12345', 'phone me', '03 12a 456'])('refuses the phone %p', (phone) => {
    expect(validateRegistration({ ...valid, phone }).phone).toBe('رقم الهاتف غير صالح');
  });

  it('sends trimmed text and the amperes as a number', () => {
    expect(toRegistrationInput({ ...valid, name: ' منى ', ampereRequested: '٢٫٥' })).toEqual({
      ...valid,
      ampereRequested: 2.5,
    });
  });
});
