import { ampereSearchText } from './ampere-search-text';

describe('ampereSearchText', () => {
  it('starts with the customer number, then the folded name, box and address', () => {
    expect(
      ampereSearchText({ customerNumber: 1000, name: 'أحمد  علي', box: '١٢', address: 'شارع المدرسة' }),
    ).toBe('1000 احمد علي 12 شارع المدرسه');
  });

  it('leaves out a missing box or address', () => {
    expect(ampereSearchText({ customerNumber: 7, name: 'John', box: null, address: null })).toBe('7 john');
    expect(ampereSearchText({ customerNumber: 7, name: 'John', box: '', address: 'Main' })).toBe(
      '7 john main',
    );
  });
});
