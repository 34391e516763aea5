import { printInvoiceFixture } from '../../test/print-invoice-fixtures';
import { toPrintableInvoice } from './to-printable-invoice';

const invoice = printInvoiceFixture();

describe('toPrintableInvoice', () => {
  it('puts the server invoice on the print sheet as it is: its statement, the company, the lines', () => {
    expect(toPrintableInvoice(invoice)).toEqual({
      key: invoice.statement.id,
      company: invoice.company,
      invoiceNumber: 'INV-1042-2026',
      otherLines: [{ label: 'رسم الاشتراك', value: '$5.00' }],
      officialTariffLine: null,
      statement: invoice.statement,
    });
    // docs/printing.md#figures-on-paper: the unit price with every decimal, as the server sent it
    expect(invoice.statement.lines[0]).toMatchObject({ quantity: 150.5, unit: 'ك.و.س', unitPrice: 0.4022 });
  });

  it('numbers a box print INV-{n}, as the box invoices always were', () => {
    expect(toPrintableInvoice(invoice, { shortNumber: true }).invoiceNumber).toBe('INV-1042');
  });
});
