import { invoiceMessages as t } from './messages';

describe('the printable table counts in Arabic', () => {
  it('prints two invoices in the genitive dual (طباعة فاتورتين)', () => {
    expect([1, 2, 3].map(t.printInvoices)).toEqual([
      'طباعة فاتورة واحدة',
      'طباعة فاتورتين',
      'طباعة 3 فواتير',
    ]);
  });
});
