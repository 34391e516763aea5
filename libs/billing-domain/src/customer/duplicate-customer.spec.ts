import { DuplicateCustomerError, refuseDuplicateCustomer } from './duplicate-customer';

describe('refuseDuplicateCustomer', () => {
  it('refuses a new customer whose name and box match a live one, naming its number as the list shows it', () => {
    expect(() => refuseDuplicateCustomer([1004], { force: false })).toThrow(
      expect.objectContaining({
        code: 'DUPLICATE_CUSTOMER',
        kind: 'conflict',
        message: 'يوجد عميل بالاسم نفسه في العلبة نفسها (رقم #1004)',
        details: { existingCustomerNumber: 1004 },
      }),
    );
  });

  it('names the first of several matching customers', () => {
    expect(() => refuseDuplicateCustomer([1010, 1003], { force: false })).toThrow(
      expect.objectContaining({ details: { existingCustomerNumber: 1003 } }),
    );
  });

  it('lets the operator add it anyway, and has nothing to say when none matches', () => {
    expect(() => refuseDuplicateCustomer([1004], { force: true })).not.toThrow();
    expect(() => refuseDuplicateCustomer([], { force: false })).not.toThrow();
  });

  it('is a conflict error carrying the existing number', () => {
    expect(new DuplicateCustomerError(1000).existingCustomerNumber).toBe(1000);
  });
});
