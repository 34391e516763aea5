import { normaliseBox } from './box-label';

describe('normaliseBox', () => {
  it('stores a box typed in Arabic-Indic or Persian digits in ASCII digits: box ٧ is box 7', () => {
    expect(normaliseBox('٧')).toBe('7');
    expect(normaliseBox('١٢')).toBe('12');
    expect(normaliseBox('۱۵')).toBe('15');
    expect(normaliseBox('ب-٣')).toBe('ب-3');
  });

  it('trims the box, and a blank box is none', () => {
    expect(normaliseBox(' 7 ')).toBe('7');
    expect(normaliseBox('   ')).toBeNull();
    expect(normaliseBox('')).toBeNull();
    expect(normaliseBox(null)).toBeNull();
    expect(normaliseBox(undefined)).toBeNull();
  });

  it('keeps a box that is a name as it is', () => {
    expect(normaliseBox('الساحة')).toBe('الساحة');
  });
});
