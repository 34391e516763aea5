import { printInvoiceFixture } from '../../test/print-invoice-fixtures';
import { toPrintableInvoice } from './to-printable-invoice';

const invoice = printInvoiceFixture();

describe('toPrintableInvoice', () => {
  it('puts the server invoice on the print sheet as it is: amounts, LBP, company, lines', () => {
    expect(toPrintableInvoice(invoice)).toEqual({
      key: invoice.id,
      company: invoice.company,
      invoiceNumber: 'INV-1042-2026',
      monthLabel: 'تشرين الثاني 2026',
      customerNumber: 1042,
      name: 'يوسف',
      box: '17',
      address: 'الجبل',
      // the unit price with every decimal, as the server sent it
      lineItem: { quantity: '150.5', unit: 'ك.و.س', price: 0.4022, priceCurrency: 'USD', amount: 75.25 },
      otherLines: [{ label: 'رسم الاشتراك', value: '$5.00' }],
      baseAmount: 72.3,
      vatAmount: 7.95,
      vatRatePercent: 11,
      total: 80.25,
      previousBalance: 0,
      amountPaid: 20,
      remainingAmount: 60.25,
      lbp: { total: 7_182_375, vat: 711_722, rate: 89_500, totalDue: 5_392_375 },
    });
  });

  it('numbers a box print INV-{n}, as the box invoices always were', () => {
    expect(toPrintableInvoice(invoice, { shortNumber: true }).invoiceNumber).toBe('INV-1042');
  });
});
