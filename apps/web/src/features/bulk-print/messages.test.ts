import { bulkPrintMessages as t, kwhBulkPrintMessages as tk } from './messages';

// After a verbal noun or in an idafa the dual is genitive: طباعة فاتورتين، معاينة فاتورتين، سعر عميلين.
describe('the print buttons count in Arabic', () => {
  it('prints and previews two invoices in the genitive dual', () => {
    expect([1, 2, 3, 11].map(t.print)).toEqual([
      'طباعة فاتورة واحدة',
      'طباعة فاتورتين',
      'طباعة 3 فواتير',
      'طباعة 11 فاتورةً',
    ]);
    expect(tk.preview(2)).toBe('معاينة فاتورتين');
  });

  it('updates the price of two customers', () => {
    expect(tk.lbpPriceSubmit(2)).toBe('تحديث سعر عميلين');
  });
});
