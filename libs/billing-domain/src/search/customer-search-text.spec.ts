import { customerSearchText } from './customer-search-text';

describe('customerSearchText', () => {
  it('starts with the customer number, then the folded name, box and address', () => {
    expect(
      customerSearchText({ customerNumber: 1000, name: 'أحمد  علي', box: '١٢', address: 'شارع المدرسة' }),
    ).toBe('1000 احمد علي 12 شارع المدرسه');
  });

  it('leaves out a missing box or address', () => {
    expect(customerSearchText({ customerNumber: 7, name: 'John', box: null, address: null })).toBe('7 john');
    expect(customerSearchText({ customerNumber: 7, name: 'John', box: '', address: 'Main' })).toBe(
      '7 john main',
    );
  });
});
