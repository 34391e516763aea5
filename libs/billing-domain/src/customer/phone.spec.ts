import {
  carriedOverPhone,
  formatLebanesePhone,
  isLebaneseMobile,
  parseLebanesePhone,
  phoneSearchText,
} from './phone';

describe('parseLebanesePhone (a customer phone stored in E.164)', () => {
  it.each([
    ['03 123456', '+9613123456'],
    ['03123456', '+9613123456'],
    ['03-123-456', '+9613123456'],
    ['03.123.456', '+9613123456'],
    ['(03) 123 456', '+9613123456'],
    ['[03] 123 456', '+9613123456'],
    ['(+961) 3 123456', '+9613123456'],
    ['+961 3 123456', '+9613123456'],
    ['+961 03 123456', '+9613123456'],
    ['+9613123456', '+9613123456'],
    ['00961 3 123 456', '+9613123456'],
    ['961 3 123456', '+9613123456'],
    ['٠٣ ١٢٣٤٥٦', '+9613123456'],
    ['۰۳ ۱۲۳۴۵۶', '+9613123456'],
    ['+٩٦١ ٣ ١٢٣٤٥٦', '+9613123456'],
    ['\u200f03\u00a0123456\u200e', '+9613123456'],
    ['03–123–456', '+9613123456'],
  ])('reads the 03 mobile %j as %s', (typed, e164) => {
    expect(parseLebanesePhone(typed)).toBe(e164);
  });

  it.each([
    ['70 123456', '+96170123456'],
    ['71 123456', '+96171123456'],
    ['71-123-456', '+96171123456'],
    ['071 123456', '+96171123456'],
    ['76 123 456', '+96176123456'],
    ['78123456', '+96178123456'],
    ['79 123456', '+96179123456'],
    ['81 123456', '+96181123456'],
    ['+961 71 123 456', '+96171123456'],
    ['00961 71 123456', '+96171123456'],
    ['96171123456', '+96171123456'],
    ['٧١ ١٢٣ ٤٥٦', '+96171123456'],
  ])('reads the mobile %j as %s', (typed, e164) => {
    expect(parseLebanesePhone(typed)).toBe(e164);
  });

  it.each([
    ['01 234567', '+9611234567'],
    ['01-234567', '+9611234567'],
    ['(01) 234 567', '+9611234567'],
    ['+961 1 234567', '+9611234567'],
    ['00961 1 234 567', '+9611234567'],
    ['04 123456', '+9614123456'],
    ['05 123456', '+9615123456'],
    ['06 123456', '+9616123456'],
    ['07 123456', '+9617123456'],
    ['08 123456', '+9618123456'],
    ['09 123456', '+9619123456'],
    ['٠١ ٢٣٤٥٦٧', '+9611234567'],
  ])('reads the landline %j as %s', (typed, e164) => {
    expect(parseLebanesePhone(typed)).toBe(e164);
  });

  it.each([[''], ['   '], [' - '], ['\u200f()\u200e'], [null], [undefined]])(
    'reads %j as no phone',
    (typed) => {
      expect(parseLebanesePhone(typed)).toBeNull();
    },
  );

  it.each([
    ['abc'],
    ['03 12345'],
    ['3123456'],
    ['1234567'],
    ['03 1234567'],
    ['02 123456'],
    ['72 123456'],
    ['71 12345'],
    ['71 1234567'],
    ['+33 6 12 34 56 78'],
    ['0033 612345678'],
    ['+961 2 123456'],
    ['+961'],
    ['03 123456 ext 2'],
    ['03+123456'],
    ['123'],
    ['0'],
    ['!'],
    ['03 123456 x2'],
    ['tel: 03 123456'],
    ['+961 3 123456 +961'],
  ])('refuses %j with the Arabic message', (typed) => {
    expect(() => parseLebanesePhone(typed)).toThrow(
      expect.objectContaining({ code: 'INVALID_PHONE', message: 'رقم الهاتف غير صالح' }),
    );
  });
});

describe('formatLebanesePhone (a stored phone as people write it)', () => {
  it.each([
    ['+9613123456', '03 123 456'],
    ['+96171123456', '71 123 456'],
    ['+96181123456', '81 123 456'],
    ['+9611234567', '01 234 567'],
    ['+9619123456', '09 123 456'],
  ])('shows %s as %s', (e164, shown) => {
    expect(formatLebanesePhone(e164)).toBe(shown);
  });

  it('shows nothing for no phone and anything else as it is', () => {
    expect(formatLebanesePhone(null)).toBe('');
    expect(formatLebanesePhone('+33612345678')).toBe('+33612345678');
  });

  it('shows a landline the numbering plan does not group with its 0, so it reads back', () => {
    expect(formatLebanesePhone('+9617123456')).toBe('07123456');
    expect(formatLebanesePhone('+9618123456')).toBe('08123456');
  });

  it('gives back what it shows when read again', () => {
    for (const e164 of ['+9613123456', '+96171123456', '+96178123456', '+9611234567', '+9617123456']) {
      expect(parseLebanesePhone(formatLebanesePhone(e164))).toBe(e164);
    }
  });
});

describe('phoneSearchText (the digits a collector types to find a customer)', () => {
  it('holds the national number with its trunk 0, which holds the one without it', () => {
    expect(phoneSearchText('+9613123456')).toBe('03123456');
    expect(phoneSearchText('+96171123456')).toBe('071123456');
    expect(phoneSearchText('+9611234567')).toBe('01234567');
    expect(phoneSearchText(null)).toBe('');
  });
});

describe("carriedOverPhone (a registration's phone on the approved customer)", () => {
  it('carries a Lebanese number over in E.164', () => {
    expect(carriedOverPhone('03 123 456')).toBe('+9613123456');
    expect(carriedOverPhone('٧١١٢٣٤٥٦')).toBe('+96171123456');
  });

  it('carries nothing over when the phone is not a Lebanese number, instead of refusing', () => {
    expect(carriedOverPhone('12345')).toBeNull();
    expect(carriedOverPhone('+33 6 12 34 56 78')).toBeNull();
    expect(carriedOverPhone('')).toBeNull();
  });
});

describe('isLebaneseMobile', () => {
  it('keeps the business ranges where the numbering plan is narrower (78 1xx, 79 5xx, 76 2xx)', () => {
    expect(isLebaneseMobile('+96178123456')).toBe(true);
    expect(isLebaneseMobile('+96179512345')).toBe(true);
    expect(isLebaneseMobile('+96176212345')).toBe(true);
    expect(isLebaneseMobile('+9617123456')).toBe(false);
    expect(isLebaneseMobile('+96172123456')).toBe(false);
    expect(isLebaneseMobile('+33612345678')).toBe(false);
  });

  it('is true for 03 and the 70, 71, 76, 78, 79, 81 mobiles, false for landlines and none', () => {
    expect(isLebaneseMobile('+9613123456')).toBe(true);
    expect(isLebaneseMobile('+96181123456')).toBe(true);
    expect(isLebaneseMobile('+9611234567')).toBe(false);
    expect(isLebaneseMobile('+9617123456')).toBe(false);
    expect(isLebaneseMobile(null)).toBe(false);
  });
});
