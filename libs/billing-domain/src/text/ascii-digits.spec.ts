import { toAsciiDigits } from './ascii-digits';

describe('toAsciiDigits', () => {
  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('turns Persian digits into ASCII digits', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves letters and ASCII digits as they are', () => {
    expect(toAsciiDigits('علبة 12 و ١٣')).toBe('علبة 12 و 13');
  });
});
