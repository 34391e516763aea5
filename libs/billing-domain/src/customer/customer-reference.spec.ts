import { readCustomerReference } from './customer-reference';

describe('readCustomerReference (what the invoice tells customers to type)', () => {
  it.each([
    ['1004'],
    ['#1004'],
    ['INV-1004'],
    ['INV-1004-2026'],
    ['inv-1004-2026'],
    [' # 1004 '],
    ['١٠٠٤'],
    ['#١٠٠٤'],
    ['INV-١٠٠٤-٢٠٢٦'],
    ['۱۰۰۴'],
    ['INV 1004 2026'],
    ['INV–1004–2026'],
  ])('reads %s as customer 1004', (typed) => {
    expect(readCustomerReference(typed).value).toBe(1004);
  });

  it.each([
    [''],
    ['#'],
    ['INV-'],
    ['abc'],
    ['10a4'],
    ['INV-1004-26'],
    ['INV-1004-2026-1'],
    ['1004-2026'],
    ['12.5'],
    ['##1004'],
    ['INV-#1004'],
    ['-5'],
  ])('refuses %j with the Arabic message', (typed) => {
    expect(() => readCustomerReference(typed)).toThrow(
      expect.objectContaining({
        code: 'INVALID_CUSTOMER_NUMBER',
        message: expect.stringContaining('رقم العميل غير صالح'),
      }),
    );
  });
});
