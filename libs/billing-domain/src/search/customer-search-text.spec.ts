import { customerSearchText } from './customer-search-text';

describe('customerSearchText', () => {
  it('starts with the customer number, then the folded name, box and address', () => {
    expect(
      customerSearchText({
        customerNumber: 1000,
        name: 'أحمد  علي',
        box: '١٢',
        address: 'شارع المدرسة',
        phone: null,
      }),
    ).toBe('1000 احمد علي 12 شارع المدرسه');
  });

  it('leaves out a missing box or address', () => {
    expect(
      customerSearchText({ customerNumber: 7, name: 'John', box: null, address: null, phone: null }),
    ).toBe('7 john');
    expect(
      customerSearchText({ customerNumber: 7, name: 'John', box: '', address: 'Main', phone: null }),
    ).toBe('7 john main');
  });

  it('ends with the digits of the phone, so a collector finds a customer by phone', () => {
    expect(
      customerSearchText({ customerNumber: 7, name: 'سامي', box: '3', address: null, phone: '+9613123456' }),
    ).toBe('7 سامي 3 03123456');
  });
});
